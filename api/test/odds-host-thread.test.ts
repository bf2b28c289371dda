import http from 'node:http';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { testConfig } from './support/test-app';
import { setOddsFeed } from '../src/odds-feed';
import { startOddsHostThread, type OddsHostThread } from '../src/odds-host-thread';
import { buildOddsHosts, type OddsKind } from '../src/odds-hosts';
import { Simulator } from '../src/modules/sports/feed/simulator';
import { FeedJsonCache } from '../src/modules/sports/feed-run/sim-feed-cache';

// The odds hosts as main.ts serves them (a worker thread fed with snapshots), over real HTTP,
// next to the same hosts in this thread (as main.ts served them before): same status, body and
// headers for every kind of URL.

const config = testConfig({ sessionOddsPort: 0, bookOddsPort: 0 });
let thread: OddsHostThread | null = null;
let local: Record<OddsKind, FastifyInstance>;
const localUrls: Record<OddsKind, string> = { session: '', book: '' };
const sim = new Simulator({ feed: new FeedJsonCache(), seed: 7, matchCount: 8, firstId: 5001 });

beforeAll(async () => {
  setOddsFeed(sim);
  local = await buildOddsHosts(config);
  for (const kind of ['session', 'book'] as const)
    localUrls[kind] = await local[kind].listen({ port: 0, host: '127.0.0.1' });
  thread = await startOddsHostThread(config);
}, 60_000);

afterAll(async () => {
  setOddsFeed(null);
  await thread?.stop();
  await Promise.all([local?.session.close(), local?.book.close()]);
});

const HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'x-content-type-options',
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-max-age',
  'vary',
];

interface Reply {
  status: number;
  body: string;
  headers: Record<string, string | undefined>;
}

const pick = (get: (name: string) => string | undefined) =>
  Object.fromEntries(HEADERS.map((h) => [h, get(h)]));

/**
 * One request with the URL sent as it is (fetch and inject would normalise `.`, `..` and the
 * like), to the thread's host or (inProcess) to the same host built in this thread.
 */
function overHttp(
  kind: OddsKind,
  method: string,
  url: string,
  headers = {},
  base = thread!.urls[kind],
): Promise<Reply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, method, path: url, headers, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const one = (h: string) =>
            res.headers[h] === undefined ? undefined : String(res.headers[h]);
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: pick(one),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${url}: no reply in 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

const inProcess = (kind: OddsKind, method: string, url: string, headers = {}) =>
  overHttp(kind, method, url, headers, localUrls[kind]);

const oddsUrl = (e: string, m: string) => `/MatchOdds/GetOddslite/4/${e}/${m}`;

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the odds host thread did not catch up in 5 s');
}

it('answers every kind of URL exactly as the in-process hosts do', async () => {
  const m = [...sim.matches.values()][0]!;
  const origin = { origin: 'http://localhost:3000' };
  const cases: [string, string, Record<string, string>][] = [
    ['GET', oddsUrl(m.eventId, m.marketId), {}],
    ['GET', oddsUrl(m.eventId, m.marketId), origin],
    ['GET', `${oddsUrl(m.eventId, m.marketId)}?x=%zz`, { origin: 'http://evil.example' }],
    ['GET', oddsUrl('999', '1'), origin],
    ['GET', oddsUrl('abc', '1'), {}],
    ['GET', oddsUrl('1'.repeat(41), '1'), {}],
    ['GET', oddsUrl('%00', m.marketId), {}],
    ['GET', '/MatchOdds/GetOddslite/4/1', {}],
    ['POST', oddsUrl(m.eventId, m.marketId), {}],
    [
      'OPTIONS',
      oddsUrl(m.eventId, m.marketId),
      { ...origin, 'access-control-request-method': 'GET' },
    ],
    ['GET', '/health', {}],
  ];
  let compared = 0;
  for (const kind of ['session', 'book'] as const) {
    for (const [method, url, headers] of cases) {
      const want = await inProcess(kind, method, url, headers);
      expect({ kind, method, url, ...(await overHttp(kind, method, url, headers)) }).toEqual({
        kind,
        method,
        url,
        ...want,
      });
      compared += 1;
    }
  }
  console.log(`odds host thread: ${compared} replies over HTTP equal to the in-process hosts'`);
});

it('answers 300 generated URLs per host exactly as the in-process hosts do', async () => {
  const ids = [...sim.matches.values()].flatMap((m) => [m.eventId, m.marketId]);
  const segment = fc.oneof(
    fc.constantFrom(...ids, '', '.', '..', '-1', '1.2', '0', '1'.repeat(40), '1'.repeat(41)),
    fc.constantFrom(
      '%2F',
      '%00',
      '%zz',
      '%',
      '1%2F2',
      '%31',
      'abc',
      '1;2',
      '1,2',
      '%E0%A4%A',
      '%20',
    ),
    fc.string({ maxLength: 8 }).map(encodeURIComponent),
  );
  const query = fc.constantFrom(
    '',
    '?',
    '?x=%zz',
    '?a=1&b=2',
    '#frag',
    '/',
    `?${'y'.repeat(2000)}`,
  );
  const url = fc.oneof(
    fc.tuple(segment, segment, query).map(([e, m, q]) => oddsUrl(e, m) + q),
    fc.tuple(segment, segment).map(([e, m]) => `/matchodds/getoddslite/4/${e}/${m}`),
    fc.tuple(segment, segment).map(([e, m]) => `//MatchOdds/GetOddslite/4/${e}/${m}`),
    fc.tuple(segment, segment).map(([e, m]) => `/MatchOdds/GetOddslite/5/${e}/${m}`),
  );
  const origin = fc.constantFrom<Record<string, string>>(
    {},
    { origin: 'http://localhost:3000' },
    { origin: 'http://127.0.0.1:3003' },
    { origin: 'null' },
    { origin: 'http://evil.example' },
  );
  const method = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'DELETE');
  for (const kind of ['session', 'book'] as const) {
    await fc.assert(
      fc.asyncProperty(method, url, origin, async (m, u, h) => {
        expect(await overHttp(kind, m, u, h)).toEqual(await inProcess(kind, m, u, h));
      }),
      { numRuns: 300 },
    );
  }
}, 60_000);

it('follows the feed: new prices, then no feed at all', async () => {
  const m = [...sim.matches.values()][1]!;
  const url = oddsUrl(m.eventId, m.marketId);
  const before = (await overHttp('book', 'GET', url)).body;
  sim.tick();
  const now = sim.bookOdds(m.eventId, m.marketId);
  expect(now).not.toBe(before);
  await waitFor(async () => (await overHttp('book', 'GET', url)).body === now);
  expect((await overHttp('session', 'GET', url)).body).toBe(sim.sessionOdds(m.eventId, m.marketId));

  setOddsFeed(null);
  await waitFor(async () => (await overHttp('book', 'GET', url)).status === 404);
  expect(JSON.parse((await overHttp('session', 'GET', url)).body)).toEqual({
    message: 'Unknown market',
  });
  setOddsFeed(sim);
  await waitFor(async () => (await overHttp('book', 'GET', url)).body === now);
});

it('stops: both ports closed, the thread ended', async () => {
  const urls = thread!.urls;
  await thread!.stop();
  expect(await thread!.exited).toBe(0);
  thread = null;
  for (const base of Object.values(urls)) {
    await expect(fetch(`${base}/health`, { signal: AbortSignal.timeout(5000) })).rejects.toThrow();
  }
});
