import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { seed } from './db/seed';
import { startOddsHostThread } from './odds-host-thread';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config);
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  await seed(db);

  const api = await buildApp({ db, config, logger: true });
  const { apiPort: port, host, listenBacklog: backlog } = config;
  console.log(`API listening on ${await api.listen({ port, host, backlog })}`);
  // The odds hosts answer from their own thread, off the API's event loop.
  const odds = await startOddsHostThread(config, true);
  console.log(`Session odds listening on ${odds.urls.session}`);
  console.log(`Book odds listening on ${odds.urls.book}`);
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  console.log(`Storage: ${storage}${config.testControl ? '; test control routes enabled' : ''}`);

  let stopping = false;
  void odds.exited.then((code) => {
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
    await Promise.allSettled([api.close(), odds.stop()]);
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
