import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../api-root';
import { ADVISORY_LOCKS } from './advisory-locks';
import type { Db } from './types';

export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');

/**
 * Applies migrations/*.sql in file-name order, each in its own transaction, recording it in
 * schema_migrations. Already applied files are skipped, so running twice is a no-op.
 * Ranges: 001-099 core, 100-199 sports, 200-299 casino, 300-399 reports, 400-499 host pages.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_-]+\.sql$/i.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.migration]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (done.length > 0) return false;
      try {
        await tx.exec(sql);
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new Error(`Migration ${file} failed: ${reason}`);
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (didApply) applied.push(file);
  }
  return applied;
}
