import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/types';
import { ok } from '../../http/reply';
import type { ModuleControls } from '../types';
import { registerBookMemoryRoute } from './book-memory-route';
import { registerCasinoControlRoutes } from './casino-control-routes';
import { registerCreatePlayersRoute } from './create-players-route';
import { registerDemoPlayerRoutes } from './demo-player-routes';
import { registerSaferControlRoutes } from './safer-control-routes';
import { registerSportsControlRoutes } from './sports-control-routes';
import { registerClockRoute, type ShiftedClock } from './test-clock';

export interface TestControlOptions {
  db: Db;
  config: Pick<Config, 'sessionTtlHours'>;
  /** What each registered module handed over. */
  controls: readonly ModuleControls[];
  /** The rules' clock POST /__test/Clock moves (null when the caller brought its own clock). */
  clock: ShiftedClock | null;
}

/**
 * The /__test/ routes that make e2e runs and the bench deterministic (set balances, reset the
 * demo players, pin the odds feed, fast-forward casino rounds). buildApp registers them only
 * when EXCHANGE_TEST_CONTROL=1.
 */
export async function registerTestControl(
  app: FastifyInstance,
  { db, config, controls, clock }: TestControlOptions,
): Promise<void> {
  const resets = controls.flatMap((c) => (c.reset ? [c.reset] : []));
  // /__test/Reset puts the clock back too, so no later spec runs on a moved clock.
  if (clock) resets.push(async () => clock.reset());
  // A test stack starts past the first-login loss limit question (CreatePlayers AskLimit meets it).
  await db.query(
    `INSERT INTO safer_answers (user_id, at, topic, answer)
     SELECT id, now(), 'limit_prompt', 'test_setup' FROM users u
      WHERE NOT EXISTS (SELECT 1 FROM safer_answers a WHERE a.user_id = u.id AND a.topic = 'limit_prompt')`,
  );
  await registerDemoPlayerRoutes(app, db, resets);
  await registerCreatePlayersRoute(app, db, config);
  await registerSaferControlRoutes(app, db);
  if (clock) await registerClockRoute(app, clock);
  for (const { sports, casino, seedReportHistory, books, handover } of controls) {
    if (books) registerBookMemoryRoute(app, db, books, handover);
    if (sports) await app.register(async (scope) => registerSportsControlRoutes(scope, sports));
    if (casino) await registerCasinoControlRoutes(app, casino);
    if (seedReportHistory) {
      app.post('/__test/SeedReportHistory', async () => ok(await seedReportHistory(), 'Seeded'));
    }
  }
}
