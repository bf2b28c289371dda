import Fastify, { type FastifyInstance } from 'fastify';
import { bridgeLiveBus } from './cluster/live-bus-bridge';
import { startLeadership, type Leadership } from './cluster/leadership';
import type { Config } from './config';
import type { Db } from './db/types';
import { LiveBus } from './live/live-bus';
import { installErrorHandlers } from './http/error-handler';
import { installCommonHooks, serverOptions, type LoggerOption } from './http/common-hooks';
import { modules as defaultModules, type ExchangeModule, type ModuleControls } from './modules';
import { registerTestControl } from './modules/test-control/test-control-plugin';
import { ShiftedClock } from './modules/test-control/test-clock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    live: LiveBus;
    leadership: Leadership;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Defaults to src/modules/index.ts. */
  modules?: readonly ExchangeModule[];
  /** Fastify logger (off in tests). */
  logger?: LoggerOption;
  /**
   * The leader lock or live feed connection broke (PostgreSQL): main.ts exits so that a
   * supervisor starts the process again. Default: logged.
   */
  onLost?: (err: Error) => void;
  /** The live event bus (a new one by default; a multi-process bridge passes its own). */
  live?: LiveBus;
  /**
   * The modules' clock (ModuleDeps.now): a test's own in unit tests; else the system's, or with
   * test control one that POST /__test/Clock moves.
   */
  now?: () => Date;
}

/** The API server (not listening): tests use app.inject, main.ts calls listen. */
export async function buildApp({
  db,
  config,
  modules = defaultModules,
  logger = false,
  onLost = (err) => console.error(`API process lost a connection it depends on: ${err.message}`),
  live = new LiveBus(),
  now: givenNow,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, logger));
  const leadership: Leadership = await startLeadership(db, { onLost });
  app.addHook('onClose', async () => leadership.stop());
  // On PostgreSQL other API processes may serve the same players: their streams get our events.
  if (db.kind === 'pg' && db.url) {
    const bridge = await bridgeLiveBus(db, live, onLost);
    app.addHook('onClose', async () => bridge.stop());
  }
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('live', live);
  app.decorate('leadership', leadership);
  app.decorateRequest('user', null);
  installErrorHandlers(app);
  await installCommonHooks(app, config);
  app.get('/health', async () => ({ status: 0 }));
  const clock = config.testControl && !givenNow ? new ShiftedClock() : null;
  const now = givenNow ?? clock?.now ?? (() => new Date());
  const controls: ModuleControls[] = [];
  for (const mod of modules) {
    await app.register(async (scope) => {
      const exposed = await mod.register(scope, { db, config, leadership, onLost, live, now });
      if (exposed) controls.push(exposed);
    });
  }
  if (config.testControl) {
    await app.register(async (scope) =>
      registerTestControl(scope, { db, config, controls, clock }),
    );
  }
  await app.ready();
  return app;
}
