/**
 * PostgreSQL: a transaction whose connection the server ends between two statements fails like
 * any failed statement and does not take the process down (the pool's client, checked out for
 * the transaction, has no listener of the pool's for the connection's 'error' event). Run in a
 * process of its own: transaction-lost-child.ts.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { createPgDatabase, TEST_DATABASE_URL } from '../support/test-db';

const TSX = path.resolve(__dirname, '../../node_modules/.bin/tsx');

(TEST_DATABASE_URL ? it : it.skip)(
  'a transaction whose connection is ended rejects, and the process serves the next call',
  async () => {
    const created = await createPgDatabase();
    try {
      const run = await new Promise<{ code: number | null; out: string }>((resolve) => {
        execFile(
          TSX,
          [path.join(__dirname, 'transaction-lost-child.ts'), created.url],
          { timeout: 60_000 },
          (err, stdout, stderr) =>
            resolve({
              code: err ? ((err as { code?: number }).code ?? 1) : 0,
              out: stdout + stderr,
            }),
        );
      });
      expect(run).toEqual({ code: 0, out: 'rejected\nserved\n' });
    } finally {
      await created.drop();
    }
  },
);
