import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { getOddsFeed } from '../../src/odds-feed';
import { buildOddsHosts, type OddsKind } from '../../src/odds-hosts';
import type { Simulator } from '../../src/modules/sports/feed/simulator';
import { createTestApp, type TestApp } from '../support/test-app';
import { newTally, replyProblem, tallyLine } from './fuzz-check';
import { fuzzSeed } from './fuzz-seed';
import { junkString } from './fuzz-values';

/** Generated URLs per odds host. */
const RUNS = 1000;

let t: TestApp;
let hosts: Record<OddsKind, FastifyInstance>;
let ids: { eventId: string; marketId: string }[];
const tally = newTally();

beforeAll(async () => {
  // The app's sports module registers the simulator as the odds hosts' feed.
  t = await createTestApp();
  hosts = await buildOddsHosts(t.config);
  ids = [...(getOddsFeed() as Simulator).matches.values()].map((m) => ({
    eventId: m.eventId,
    marketId: m.marketId,
  }));
}, 60_000);

afterAll(async () => {
  console.log(
    tallyLine('Odds host URL fuzz (both hosts)', tally).replace(
      / \(status 0.*?\)/,
      ' (odds served)',
    ),
  );
  await Promise.all([hosts?.session.close(), hosts?.book.close()]);
  await t?.close();
});

/** Percent-encodes every UTF-8 byte that is not unreserved (lone surrogates become U+FFFD). */
const encode = (s: string): string =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const segment = (valid: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 3, arbitrary: junkString.map(encode) },
    { weight: 1, arbitrary: fc.stringMatching(/^[0-9.-]{41,400}$/) },
    { weight: 1, arbitrary: fc.bigInt({ min: 10n ** 18n, max: 10n ** 60n }).map(String) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        '.',
        '..',
        '%2F',
        '1%2F2',
        '%2e%2e',
        '%00',
        '%',
        '%zz',
        '%E0%A4%A',
        '%C0%AF',
        '%FF',
        '1;2',
        '1,2',
        '-1',
        '1e309',
        '0x1F',
        '%20',
        '1%0A2',
        '1%0D%0A',
        'NaN',
        '%D8%00',
        '%ED%A0%80',
      ),
    },
  );

const query: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(junkString.map(encode), junkString.map(encode)), { maxLength: 4 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  fc.constantFrom(
    '?',
    '?a=%zz',
    '?__proto__[x]=1',
    '?constructor[prototype][x]=1',
    '?a[]=1&a[]=2',
    '?eventId=1&marketId=2',
    `?x=${'y'.repeat(10_000)}`,
    '#frag',
  ),
);

function urls(): fc.Arbitrary<string> {
  const pair = fc.constantFrom(...ids);
  const event = pair.map((p) => p.eventId);
  const market = pair.map((p) => p.marketId);
  return fc.oneof(
    fc
      .tuple(segment(event), segment(market), query)
      .map(([e, m, q]) => `/MatchOdds/GetOddslite/4/${e}/${m}${q}`),
    fc
      .tuple(pair, query)
      .map(([p, q]) => `/MatchOdds/GetOddslite/4/${p.eventId}/${p.marketId}${q}`),
    fc
      .tuple(segment(event), segment(event), segment(market), query)
      .map(([a, b, c, q]) => `/MatchOdds/GetOddslite/${a}/${b}/${c}${q}`),
    fc
      .tuple(segment(event), segment(market), segment(market))
      .map(([a, b, c]) => `/MatchOdds/GetOddslite/4/${a}/${b}/${c}`),
    fc.tuple(segment(event), segment(market)).map(([e, m]) => `/matchodds/getoddslite/4/${e}/${m}`),
    fc
      .tuple(segment(event), segment(market))
      .map(([e, m]) => `//MatchOdds//GetOddslite/4/${e}//${m}`),
  );
}

it.each(['session', 'book'] as const)(
  `%s odds host: ${RUNS} malformed URLs, no 5xx, every refusal a 4xx with a message`,
  async (kind) => {
    await fc.assert(
      fc.asyncProperty(urls(), async (url) => {
        const res = await hosts[kind].inject({ method: 'GET', url });
        const problem = replyProblem(res, tally, (body) => Array.isArray(body.market));
        if (problem) throw new Error(`${url}: ${problem}`);
      }),
      { numRuns: RUNS, seed: fuzzSeed() },
    );
  },
  60_000,
);

it('answers a known market with its odds and a junk id with a clear 400', async () => {
  const { eventId, marketId } = ids[0]!;
  const ok = await hosts.book.inject({
    method: 'GET',
    url: `/MatchOdds/GetOddslite/4/${eventId}/${marketId}?x=%zz`,
  });
  expect(ok.statusCode).toBe(200);
  expect(ok.json().eventId).toBe(eventId);
  for (const bad of [`${eventId}%2F1`, '%00', '1'.repeat(41)]) {
    const res = await hosts.session.inject({
      method: 'GET',
      url: `/MatchOdds/GetOddslite/4/${bad}/${marketId}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/eventId/);
  }
});
