import cors from '@fastify/cors';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Fastify's logger: off, on (stdout), or into a stream (tests read what would be logged). */
export type LoggerOption = boolean | { stream: NodeJS.WritableStream };

/** Fastify options shared by the API and the odds hosts. */
export function serverOptions(
  config: Pick<Config, 'logLevel'>,
  logger: LoggerOption,
): FastifyServerOptions {
  return {
    logger:
      logger === false
        ? false
        : { level: config.logLevel, ...(logger === true ? {} : { stream: logger.stream }) },
    // No per-request logs: they would carry headers (bearer tokens) and URLs.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    ajv: {
      customOptions: {
        coerceTypes: false,
        removeAdditional: false,
        allErrors: false,
        allowUnionTypes: true,
      },
    },
  };
}

/** CORS for configured origins only, plus security headers on every reply. */
export async function installCommonHooks(
  app: FastifyInstance,
  config: Pick<Config, 'corsOrigins'>,
): Promise<void> {
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    maxAge: 600,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
