import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { seed } from './db/seed';
import { buildOddsHosts } from './odds-hosts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config);
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  await seed(db);

  const api = await buildApp({ db, config, logger: true });
  const odds = await buildOddsHosts(config, true);
  const servers: [string, FastifyInstance, number][] = [
    ['API', api, config.apiPort],
    ['Session odds', odds.session, config.sessionOddsPort],
    ['Book odds', odds.book, config.bookOddsPort],
  ];
  for (const [label, server, port] of servers) {
    const url = await server.listen({ port, host: config.host });
    console.log(`${label} listening on ${url}`);
  }
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  console.log(`Storage: ${storage}${config.testControl ? '; test control routes enabled' : ''}`);

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await Promise.allSettled(servers.map(([, server]) => server.close()));
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
