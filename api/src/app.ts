import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/types';
import { installErrorHandlers } from './http/error-handler';
import { installCommonHooks, serverOptions, type LoggerOption } from './http/common-hooks';
import { modules as defaultModules, type ExchangeModule } from './modules';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Defaults to src/modules/index.ts. */
  modules?: readonly ExchangeModule[];
  /** Fastify logger (off in tests). */
  logger?: LoggerOption;
}

/** The API server (not listening): tests use app.inject, main.ts calls listen. */
export async function buildApp({
  db,
  config,
  modules = defaultModules,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, logger));
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorateRequest('user', null);
  installErrorHandlers(app);
  await installCommonHooks(app, config);
  app.get('/health', async () => ({ status: 0 }));
  for (const mod of modules) {
    await app.register(async (scope) => mod.register(scope, { db, config }));
  }
  await app.ready();
  return app;
}
