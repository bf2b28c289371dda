import cluster from 'node:cluster';
import { buildApp } from './app';
import { servePrimaryOdds, type PrimaryOdds } from './cluster/primary-odds';
import { runWorkers } from './cluster/workers';
import { ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { seed } from './db/seed';
import type { Db } from './db/types';
import type { FastifyInstance } from 'fastify';
import { startOddsHostThread, type OddsHostThread } from './odds-host-thread';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.help.examples && cluster.isPrimary)
    console.warn('SAFER_HELP_FILE: the shipped example help organisations are shown; set your own');
  const worker = cluster.isWorker ? process.env.API_WORKER_INDEX : undefined;
  const db = await openDb(config);
  // With API_WORKERS the primary migrates and seeds once, then forks the API processes.
  if (worker === undefined) {
    const applied = await migrate(db);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    await seed(db);
  }
  if (config.apiWorkers > 1 && cluster.isPrimary) {
    console.log(`Starting ${config.apiWorkers} API processes on port ${config.apiPort}`);
    let odds: PrimaryOdds | null = null;
    runWorkers(config.apiWorkers, async () => {
      await odds?.stop();
      await db.close();
    });
    // The primary serves the odds hosts, so they outlive any worker.
    odds = await servePrimaryOdds(db, config);
    return logOdds(odds.urls);
  }

  const api = await buildApp({
    db,
    config,
    logger: true,
    onLost: (err) => {
      console.error(`Exiting: ${err.message} (the leader lock or live feed connection)`);
      process.exit(1);
    },
  });
  const { apiPort: port, host, listenBacklog: backlog } = config;
  console.log(`API listening on ${await api.listen({ port, host, backlog })}`);
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  console.log(`Storage: ${storage}${config.testControl ? '; test control routes enabled' : ''}`);
  // Its role, logged again when it takes over (after the simulator has started).
  if (!api.leadership.isLeader) console.log(`API process ${process.pid} follows`);
  api.leadership.onLead(() => console.log(`API process ${process.pid} leads`));
  // The odds hosts answer from their own thread, off the API's event loop (with API_WORKERS,
  // the primary's).
  const odds = worker === undefined ? await startOddsHostThread(config, true) : null;
  if (odds) logOdds(odds.urls);
  shutdownOn(api, db, odds);
}

function logOdds(urls: OddsHostThread['urls']): void {
  console.log(`Session odds listening on ${urls.session}`);
  console.log(`Book odds listening on ${urls.book}`);
}

/** Stops on SIGINT/SIGTERM, and exits when the odds host thread ends by itself. */
function shutdownOn(api: FastifyInstance, db: Db, odds: OddsHostThread | null): void {
  let stopping = false;
  void odds?.exited.then((code) => {
    if (stopping) return;
    console.error(`The odds host thread ended (${code})`);
    process.exit(1);
  });
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await Promise.allSettled([api.close(), odds?.stop()]);
    await db.close().catch((err: unknown) => console.error('Closing the database failed', err));
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error('API failed to start:', err);
  process.exit(1);
});
