import type { FeedRow } from '../../src/cluster/feed-replication';
import { FeedMirror } from '../../src/modules/sports/feed-run/feed-mirror';
import { TEST_DATABASE_URL } from '../support/test-db';
import { workersFixture } from './api-process-fixture';
import { loginOverHttp, oddsPath, readFeed } from './exchange-http';
import { controlOnLeader, probeEvery } from './takeover-probe';

const FAST = { SIM_TICK_MS: '100', SIM_BALL_MS: '100', CASINO_TICK_MS: '100' };
const ROLE = /^API process (\d+) (leads|follows)$/gm;

/** Each worker's pid by the role it logged last (a takeover logs "leads" again). */
const roles = (output: string): Map<number, string> =>
  new Map([...output.matchAll(ROLE)].map((m) => [Number(m[1]), m[2] ?? '']));

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

(TEST_DATABASE_URL ? describe : describe.skip)('API_WORKERS=2 on one PostgreSQL', () => {
  const api = workersFixture(FAST);

  it('the leading worker SIGKILLed: both odds hosts keep answering, a known market is never 404, and the test control works on the new leader', async () => {
    expect(await until(() => roles(api.output()).size === 2, 30_000)).toBe(true);
    const leader = [...roles(api.output())].find(([, role]) => role === 'leads')?.[0];
    expect(leader).toBeDefined();
    const player = await loginOverHttp(api.api, 'demo');
    const [match] = await readFeed(player, api);
    player.http.close();
    expect(match).toBeDefined();
    const path = oddsPath(match!.eventId, match!.marketId);

    const probe = probeEvery([`${api.bookOdds}${path}`, `${api.sessionOdds}${path}`]);
    await new Promise((r) => setTimeout(r, 300));
    process.kill(leader!, 'SIGKILL');
    const killedAt = Date.now();
    const newLeader = () =>
      [...roles(api.output())].some(([p, r]) => p !== leader && r === 'leads');
    expect(await until(newLeader, 10_000)).toBe(true);
    const takeoverMs = Date.now() - killedAt;
    // Polled on until the new leader's ticks reach the feed, and a little after.
    const version = async () =>
      (await api.db.query<{ v: number }>('SELECT max(version)::bigint AS v FROM live_feed'))[0]
        ?.v ?? 0;
    const at = await version();
    expect(await until(async () => (await version()) > at, 5000)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    const counts = await probe.stop();

    // The target is 5 s on a quiet machine (0.4 to 0.9 s measured); 3.2 to 4.4 s at load 20.
    expect(takeoverMs).toBeLessThan(8000);
    expect(counts).toMatchObject({ refused: 0, unknownMarket: 0, failed: [] });
    expect(Object.keys(counts.byStatus)).toEqual(['200']);

    const control = await controlOnLeader(`${api.api}/__test/Sports/Control`, {
      Ticks: 1,
      Frozen: true,
    });
    expect(control.code).toBe(200);
    for (const refusal of control.refusals) expect(refusal).toMatch(/^503 .*not the leader/i);
    // The book host serves the new leader's feed: its last stored prices, once frozen.
    const stored = async () => {
      const mirror = new FeedMirror();
      mirror.apply(await api.db.query<FeedRow>('SELECT * FROM live_feed ORDER BY version'));
      return mirror.bookOdds(match!.eventId, match!.marketId);
    };
    const served = async () => (await fetch(`${api.bookOdds}${path}`)).text();
    expect(await until(async () => (await served()) === (await stored()), 5000)).toBe(true);
    console.log(
      `API_WORKERS=2: leading worker killed, another led after ${takeoverMs} ms; ${counts.requests} odds GETs every 20 ms through it: ${counts.refused} refused, ${counts.unknownMarket} unknown market; test control answered on try ${control.attempts}`,
    );
  });
});
