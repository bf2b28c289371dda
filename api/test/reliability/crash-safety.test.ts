import { TEST_DATABASE_URL } from '../support/test-db';
import { apiProcessFixture } from './api-process-fixture';
import { check, NO_PROBLEMS } from './crash-checks';
import { streamUntilKilled } from './crash-stream';
import { loginOverHttp, type HttpPlayer } from './exchange-http';
import { envelope, httpClient } from './http-client';

// Two starts of a real API process and one kill: about 20 s on an idle 2-core machine; the bound
// leaves room for a busy one (a fresh PGlite folder alone then takes up to 30 s to create).
jest.setTimeout(120_000);

const OPENING: Record<string, string> = { demo: '20000.00', demo2: '8000.00' };

const fixture = apiProcessFixture();

const KILL_AFTER = 50;

it('SIGKILL in the middle of bets and settlements loses nothing accepted and no money', async () => {
  const store = fixture.store();
  const started = Date.now();
  let proc = await fixture.start();
  const control = httpClient();
  expect(envelope(await control.post(`${proc.api}/__test/Reset`, {})).status).toBe(0);
  for (const [UserName, Balance] of Object.entries(OPENING)) {
    const res = await control.post(`${proc.api}/__test/SetBalance`, { UserName, Balance });
    expect(envelope(res).status).toBe(0);
  }
  control.close();
  const players: HttpPlayer[] = [
    await loginOverHttp(proc.api, 'demo'),
    await loginOverHttp(proc.api, 'demo2'),
  ];
  const runners = new Map<string, string[]>();
  const run = await streamUntilKilled(proc, players, runners, KILL_AFTER, 42);
  expect(run.accepted.length).toBeGreaterThanOrEqual(KILL_AFTER);

  // The data exactly as the killed process left it, and the open bets of unfinished matches (the
  // restart resumes those matches: their bets must not be voided).
  const crashed = await store.inspect();
  let openBets: number[] = [];
  try {
    expect((await check(crashed, run, runners)).problems).toEqual(NO_PROBLEMS);
    const rows = await crashed.query<{ id: number }>(
      `SELECT b.id FROM sports_bets b JOIN sports_matches m ON m.match_id = b.match_id
        WHERE b.status = 'open' AND m.state IN ('upcoming', 'inplay')`,
    );
    openBets = rows.map((r) => r.id);
  } finally {
    await crashed.close();
  }

  // Restarted on the same data: the sessions still work and the figures read back. No ticks: a
  // casino round or match the restart resumed would otherwise settle between the reads and the stop.
  proc = await fixture.start({ SIM_TICK_MS: '0', CASINO_TICK_MS: '0' });
  const seen = new Map<string, unknown>();
  for (const p of players) {
    const res = envelope(
      await p.http.post(`${proc.api}/User/GetBalance`, { sessionId: p.sessionId }),
    );
    expect(res.status).toBe(0);
    seen.set(p.name, res.data);
    p.http.close();
  }
  expect(await proc.stop()).toBe(0);

  const db = await store.open();
  try {
    const { problems, figures } = await check(db, run, runners);
    expect(problems).toEqual(NO_PROBLEMS);
    expect(seen).toEqual(figures);
    const voided = await db.query<{ id: number }>(
      `SELECT id FROM sports_bets WHERE id = ANY($1::bigint[]) AND status = 'void'`,
      [openBets],
    );
    expect(voided).toEqual([]);
    const sports = run.accepted.filter((b) => b.kind === 'sports').length;
    console.log(
      `crash safety (${store.kind}): SIGKILL after ${run.accepted.length} accepted bets (${sports} sports, ` +
        `${run.accepted.length - sports} casino) and ${run.settledMatches.length} matches + ` +
        `${run.settledRounds.length} casino rounds settled, ${run.inFlight} requests in flight; after ` +
        `the restart every accepted bet and settlement is there, 0 half-written, ` +
        `${openBets.length} open sports bets still open (matches resumed), ` +
        [...figures]
          .map(([u, f]) => `${u} ${OPENING[u]} -> ${f.balance} = opening + ledger`)
          .join(', ') +
        `; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }
});

(TEST_DATABASE_URL ? it : it.skip)(
  'PostgreSQL: connections the server ends do not take the API down',
  async () => {
    const store = fixture.store();
    const proc = await fixture.start();
    const p = await loginOverHttp(proc.api, 'demo');
    // Several requests at once so the pool holds several connections to lose.
    await Promise.all(
      Array.from({ length: 6 }, () =>
        p.http.post(`${proc.api}/User/GetBalance`, { sessionId: p.sessionId }),
      ),
    );
    const db = await store.open();
    try {
      const name = new URL(store.storage.databaseUrl ?? '').pathname.slice(1);
      const ended = await db.query<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [name],
      );
      expect(ended[0]!.n).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 300));
      const res = await p.http.post(`${proc.api}/User/GetBalance`, { sessionId: p.sessionId });
      // A network failure names itself, with the end of what the process wrote (the process
      // once ended on a transaction's client losing its connection: db/pg-transaction-lost).
      expect({
        code: res.code,
        error: res.error ?? null,
        output: res.code === 200 ? '' : proc.output().slice(-3000),
      }).toEqual({ code: 200, error: null, output: '' });
      expect(envelope(res).status).toBe(0);
      console.log(
        `crash safety (pg): ${ended[0]!.n} API connections ended by the server; API still answers`,
      );
    } finally {
      p.http.close();
      await db.close();
      await proc.stop();
    }
  },
);
