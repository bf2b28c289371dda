/**
 * Run by pg-transaction-lost.test.ts in a process of its own (an unhandled 'error' event ends the
 * process, which jest would only report): a transaction whose connection the server ends
 * between two statements. Prints "rejected" and "served" and exits 0 when the transaction's
 * caller got the error and the database serves the next call.
 */
import { openPgDb } from '../../src/db/pg-db';

async function main(): Promise<void> {
  const db = await openPgDb(process.argv[2] ?? '');
  const outcome = db.transaction(async (tx) => {
    const [me] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await db.query('SELECT pg_terminate_backend($1)', [me?.pid]);
    // no statement of the transaction runs while the connection ends
    await new Promise((r) => setTimeout(r, 300));
    return tx.query('SELECT 1 AS one');
  });
  await outcome.then(
    () => console.log('committed'),
    () => console.log('rejected'),
  );
  const [row] = await db.query<{ one: number }>('SELECT 1 AS one');
  if (row?.one === 1) console.log('served');
  await db.close();
}

void main();
