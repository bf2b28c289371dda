import http from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { installErrorHandlers } from './http/error-handler';
import { installCommonHooks, serverOptions } from './http/common-hooks';
import { getOddsFeed, type OddsFeed } from './odds-feed';

export type OddsKind = 'session' | 'book';

const ID = '^[0-9.\\-]{1,40}$';
const paramsSchema = {
  params: {
    type: 'object',
    required: ['eventId', 'marketId'],
    properties: {
      eventId: { type: 'string', pattern: ID, maxLength: 40 },
      marketId: { type: 'string', pattern: ID, maxLength: 40 },
    },
  },
} as const;

export interface OddsHostOptions {
  logger?: boolean;
  /** Defaults to the feed registered in this thread (odds-feed.ts). */
  feed?: () => OddsFeed | null;
  /** Answer a valid URL of a market the feed holds as a Buffer straight from the HTTP server. */
  fastPath?: boolean;
}

const lookup = (kind: OddsKind, feed: OddsFeed, eventId: string, marketId: string): unknown =>
  kind === 'session' ? feed.sessionOdds(eventId, marketId) : feed.bookOdds(eventId, marketId);

const FAST_URL = /^\/MatchOdds\/GetOddslite\/4\/([0-9.-]{1,40})\/([0-9.-]{1,40})(?:\?|$)/;

/**
 * The odds host thread's hot path: a GET of a well-formed URL whose reply the feed holds as a
 * Buffer is written with the headers Fastify, its CORS plugin and the common hooks would send
 * (odds-host-thread.test.ts compares the two over HTTP); anything else goes to Fastify.
 */
function fastPathFactory(
  kind: OddsKind,
  config: Pick<Config, 'corsOrigins'>,
  feed: () => OddsFeed | null,
  isClosing: () => boolean,
): FastifyServerOptions['serverFactory'] {
  const allowed = new Set(config.corsOrigins);
  return (handler, opts) => {
    const server = http.createServer((req, res) => {
      const match = req.method === 'GET' && !isClosing() ? FAST_URL.exec(req.url ?? '') : null;
      const source = match ? feed() : null;
      const odds = match && source ? lookup(kind, source, match[1]!, match[2]!) : null;
      if (!Buffer.isBuffer(odds)) return handler(req, res);
      const origin = req.headers.origin;
      res.writeHead(200, {
        vary: 'Origin',
        ...(origin !== undefined &&
          allowed.has(origin) && { 'access-control-allow-origin': origin }),
        'content-type': 'application/json; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        'content-length': odds.length,
      });
      res.end(odds);
    });
    // What Fastify sets on a server it creates itself (opts carries its defaults).
    const o = opts as {
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
    };
    server.keepAliveTimeout = o.keepAliveTimeout ?? 72_000;
    server.requestTimeout = o.requestTimeout ?? 0;
    server.setTimeout(o.connectionTimeout ?? 0);
    return server;
  };
}

/** One odds host: `GET /MatchOdds/GetOddslite/4/:eventId/:marketId` answered by the registered feed. */
export async function buildOddsHost(
  kind: OddsKind,
  config: Config,
  options: OddsHostOptions = {},
): Promise<FastifyInstance> {
  const feed = options.feed ?? getOddsFeed;
  let closing = false;
  const app = Fastify({
    ...serverOptions(config, options.logger ?? false),
    ...(options.fastPath && { serverFactory: fastPathFactory(kind, config, feed, () => closing) }),
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  installErrorHandlers(app);
  await installCommonHooks(app, config);
  app.get<{ Params: { eventId: string; marketId: string } }>(
    '/MatchOdds/GetOddslite/4/:eventId/:marketId',
    { schema: paramsSchema },
    async (request, reply) => {
      const source = feed();
      const { eventId, marketId } = request.params;
      const odds = source ? lookup(kind, source, eventId, marketId) : null;
      if (odds === null || odds === undefined)
        return reply.code(404).send({ message: 'Unknown market' });
      // A feed may hand over JSON it serialised once per tick (a string, or a Buffer in the odds
      // host thread): send it as is.
      if (typeof odds === 'string' || Buffer.isBuffer(odds))
        return reply.type('application/json; charset=utf-8').send(odds);
      return odds;
    },
  );
  app.get('/health', async () => ({ status: 0 }));
  return app;
}

/** Both odds hosts, not yet listening. */
export async function buildOddsHosts(
  config: Config,
  options: OddsHostOptions = {},
): Promise<Record<OddsKind, FastifyInstance>> {
  return {
    session: await buildOddsHost('session', config, options),
    book: await buildOddsHost('book', config, options),
  };
}
