import pg from 'pg';

/**
 * Starts `write` while another PostgreSQL session holds the player's row lock (as a write of
 * theirs would), and after 500 ms runs `meanwhile` with that session and whether the write has
 * ended; then releases the lock and waits for the write. The one-write-path tests use it to see
 * that a write locks every player it changes before it writes any of their rows.
 */
export async function whilePlayerLocked(
  url: string,
  userId: number,
  write: () => Promise<unknown>,
  meanwhile: (holder: pg.Client, ended: boolean) => Promise<void>,
): Promise<void> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  let ended = false;
  let writing: Promise<unknown> | null = null;
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    writing = write().then(() => void (ended = true));
    await new Promise((res) => setTimeout(res, 500));
    await meanwhile(holder, ended);
    await holder.query('COMMIT');
    await writing;
  } finally {
    if (!ended) await holder.query('ROLLBACK').catch(() => undefined);
    await holder.end();
    await writing;
  }
}
