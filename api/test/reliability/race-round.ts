import { formatCents } from 'shared-maths/money';
import { balanceOf } from '../support/sports-helpers';
import {
  casinoRaceBet,
  lcg,
  randomCasinoBody,
  randomSportsBody,
  runnerIndex,
  sportsRaceBet,
  type RaceBet,
} from './race-bets';
import { accepted as isAccepted, refusalProblem, type RaceHarness } from './race-harness';
import { casinoWorstCases, cents, sportsWorstCases, sum } from './worst-case';

export interface RaceRound {
  balance: string;
  sports: number;
  accepted: number;
  refused: number;
  messages: string[];
  exposure: string;
  available: string;
  lowest: string;
  polls: number;
}

const STAKES = ['100.00', '125.50', '150.00', '175.25'];

/**
 * One race: 100 bets from demo at once on `balance` (sportsIn10 of every 10 sports bets of any
 * kind, the rest casino), while three tabs poll GetBalance. Checks: available never below zero;
 * every refusal a clear sentence; the exposures table holds exactly the accepted bets' worst
 * cases (shared-maths, from the bet terms alone); one bet row per accepted reply.
 */
export async function raceRound(
  h: RaceHarness,
  balance: string,
  seed: number,
  sportsIn10: number,
): Promise<RaceRound> {
  await h.setBalance('demo', balance);
  const matches = h.openMatches();
  const tables = await h.casinoTables(['t20', 'dt2020', 'lucky7', 'ab2']);
  const rnd = lcg(seed);
  const bets: RaceBet[] = Array.from({ length: 100 }, (_, i) => {
    const stake = STAKES[rnd(STAKES.length)] ?? '100.00';
    return i % 10 < sportsIn10
      ? sportsRaceBet(randomSportsBody(matches, rnd, stake))
      : casinoRaceBet(randomCasinoBody(tables, rnd, stake));
  });

  let racing = true;
  const seen: number[] = [];
  const pollers = Array.from({ length: 3 }, async () => {
    while (racing) seen.push(cents((await balanceOf(h.demo)).available));
  });
  const replies = await Promise.all(
    bets.map((b, i) => h.demo.post(b.url, b.body, { 'idempotency-key': `race-${seed}-${i}` })),
  );
  racing = false;
  await Promise.all(pollers);

  const accepted = bets.filter((_, i) => isAccepted(replies[i]!));
  const refused = replies.filter((r) => !isAccepted(r));
  expect(refused.map(refusalProblem).filter(Boolean)).toEqual([]);
  const messages = [...new Set(refused.map((r) => r.json<{ message: string }>().message))];
  expect(messages.filter((m) => !/^Insufficient balance/.test(m))).toEqual([]);
  expect(accepted.length).toBeGreaterThan(0);
  expect(refused.length).toBeGreaterThan(0);
  for (const r of replies.filter(isAccepted))
    expect(cents(r.json().data.balance.available)).toBeGreaterThanOrEqual(0);

  const expected = new Map([
    ...sportsWorstCases(
      accepted.flatMap((b) => (b.url === '/Player/PlaceBet' ? [b.terms] : [])),
      runnerIndex(matches),
    ),
    ...casinoWorstCases(accepted.flatMap((b) => (b.url === '/Casino/PlaceBet' ? [b.terms] : []))),
  ]);
  for (const [key, amount] of expected) if (amount === 0) expected.delete(key);
  const demoId = await h.userId('demo');
  const rows = await h.t.db.query<{ market_key: string; amount: number }>(
    'SELECT market_key, amount FROM exposures WHERE user_id = $1',
    [demoId],
  );
  expect(new Map(rows.map((r) => [r.market_key, r.amount]))).toEqual(expected);
  const after = await balanceOf(h.demo);
  expect(cents(after.exposure)).toBe(sum(expected.values()));
  expect(after.balance).toBe(balance);
  expect(cents(after.available)).toBeGreaterThanOrEqual(0);
  expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);

  const ids = await h.t.db.query<{ id: string }>(
    `SELECT 'sports:' || id AS id FROM sports_bets WHERE user_id = $1
     UNION ALL SELECT 'casino:' || id FROM casino_bets WHERE user_id = $1`,
    [demoId],
  );
  const replied = replies.flatMap((r, i) =>
    isAccepted(r)
      ? [`${bets[i]!.url === '/Player/PlaceBet' ? 'sports' : 'casino'}:${r.json().data.betId}`]
      : [],
  );
  expect(ids.map((r) => r.id).sort()).toEqual(replied.sort());
  await h.expectNoMoneyProblems();
  return {
    balance,
    sports: bets.filter((b) => b.url === '/Player/PlaceBet').length,
    accepted: accepted.length,
    refused: refused.length,
    messages,
    exposure: after.exposure,
    available: after.available,
    lowest: formatCents(Math.min(...seen)),
    polls: seen.length,
  };
}
