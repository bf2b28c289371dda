import { casinoTableName, HISTORY_TABLES, sportsMarketLabel } from './report-labels';

/** Pure generator of a player's settled history (no database): deterministic per seed. */

export interface HistoryPlan {
  seed: number;
  sportsMarkets: number;
  casinoRounds: number;
  /** Stake range in whole Coins. */
  minStake: number;
  maxStake: number;
}

export interface CommissionRates {
  match: number;
  session: number;
  casino: number;
}

export interface HistoryBet {
  marketType: 'odds' | 'book' | 'toss' | 'session' | 'casino';
  selection: string;
  side: 'back' | 'lay' | 'yes' | 'no';
  price: number;
  line: number | null;
  stake: number;
  win: number;
  loss: number;
  pl: number;
  commission: number;
}

export interface HistoryMarket {
  key: string;
  source: 'sports' | 'casino';
  matchId: string;
  marketId: string;
  tableCode: string;
  description: string;
  result: string;
  createdAt: Date;
  settledAt: Date;
  pl: number;
  commission: number;
  bets: HistoryBet[];
}

const FIXTURES: readonly [string, string][] = [
  ['India', 'Australia'],
  ['England', 'South Africa'],
  ['Pakistan', 'New Zealand'],
  ['Sri Lanka', 'Bangladesh'],
  ['West Indies', 'Afghanistan'],
];
const SPORTS_KINDS = ['odds', 'book', 'toss', 'session'] as const;
const CASINO_SIDES: Readonly<Record<string, readonly [string, string]>> = {
  ab2: ['Andar', 'Bahar'],
  dt2020: ['Dragon', 'Tiger'],
  lucky7: ['Low Card', 'High Card'],
  lucky7B: ['Low Card', 'High Card'],
  AMARAKBARANTHONY: ['Amar', 'Akbar'],
};
const ODDS_PRICES = [150, 172, 190, 210, 240, 280, 320];
const HOUR = 3_600_000;

/** mulberry32: small deterministic PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Settles one market's bets: pl per bet, commission floor(max(0, pl) * bp / 10000) on the best bet. */
function settle(bets: HistoryBet[], bp: number): { pl: number; commission: number } {
  const pl = bets.reduce((sum, b) => sum + b.pl, 0);
  const commission = Math.floor((Math.max(0, pl) * bp) / 10_000);
  if (commission > 0) {
    const best = bets.reduce((a, b) => (b.pl > a.pl ? b : a));
    best.commission = commission;
  }
  return { pl, commission };
}

function timesFor(
  now: number,
  rand: () => number,
  index: number,
  count: number,
): { createdAt: Date; settledAt: Date } {
  const daysBack = Math.floor((index / count) * 20);
  const created = now - daysBack * 24 * HOUR - (2 + Math.floor(rand() * 18)) * HOUR;
  return {
    createdAt: new Date(created),
    settledAt: new Date(created + (30 + Math.floor(rand() * 60)) * 60_000),
  };
}

/** What every market of one plan is made from: its random numbers, rates and clock. */
interface PlanRun {
  rand: () => number;
  plan: HistoryPlan;
  rates: CommissionRates;
  now: number;
}

function sportsMarket({ rand, plan, rates, now }: PlanRun, i: number): HistoryMarket {
  const kind = SPORTS_KINDS[i % SPORTS_KINDS.length] ?? 'odds';
  const fixture = FIXTURES[Math.floor(rand() * FIXTURES.length)] ?? FIXTURES[0]!;
  const matchId = String(9100 + plan.seed * 10 + (i % 7));
  const marketId = `1.${plan.seed}${String(i).padStart(4, '0')}`;
  const stakeOf = () =>
    100 * (plan.minStake + Math.floor(rand() * (plan.maxStake - plan.minStake + 1)));
  const bets: HistoryBet[] = [];
  const n = rand() < 0.35 ? 2 : 1;
  let result: string;
  if (kind === 'session') {
    const line = 30 + Math.floor(rand() * 40);
    const score = line - 8 + Math.floor(rand() * 17);
    result = String(score);
    for (let k = 0; k < n; k++) {
      const yes = rand() < 0.5;
      const stake = stakeOf();
      const rate = 90 + 10 * Math.floor(rand() * 3);
      const rated = Math.floor((stake * rate) / 100);
      const [win, loss] = yes ? [rated, stake] : [stake, rated];
      const won = yes ? score >= line : score < line;
      const selection = `${5 + (i % 4) * 5} Over Runs ${fixture[0]}`;
      bets.push({
        marketType: kind,
        selection,
        side: yes ? 'yes' : 'no',
        price: rate,
        line,
        stake,
        win,
        loss,
        pl: won ? win : -loss,
        commission: 0,
      });
    }
  } else {
    const winner = fixture[rand() < 0.5 ? 0 : 1];
    result = winner;
    for (let k = 0; k < n; k++) {
      const team = fixture[rand() < 0.5 ? 0 : 1];
      const back = rand() < 0.65;
      const stake = stakeOf();
      const price =
        kind === 'book'
          ? 40 + Math.floor(rand() * 50)
          : kind === 'toss'
            ? 196
            : (ODDS_PRICES[Math.floor(rand() * ODDS_PRICES.length)] ?? 200);
      const gain =
        kind === 'book'
          ? Math.floor((stake * price) / 100)
          : Math.floor((stake * (price - 100)) / 100);
      const [win, loss] = back ? [gain, stake] : [stake, gain];
      const won = back ? team === winner : team !== winner;
      bets.push({
        marketType: kind,
        selection: team,
        side: back ? 'back' : 'lay',
        price,
        line: null,
        stake,
        win,
        loss,
        pl: won ? win : -loss,
        commission: 0,
      });
    }
  }
  const { pl, commission } = settle(bets, kind === 'session' ? rates.session : rates.match);
  return {
    key: `sports:${matchId}:${kind}:${marketId}`,
    source: 'sports',
    matchId,
    marketId,
    tableCode: '',
    description: `${fixture[0]} v ${fixture[1]} - ${sportsMarketLabel(kind)}`,
    result,
    ...timesFor(now, rand, i, plan.sportsMarkets),
    pl,
    commission,
    bets,
  };
}

function casinoRound({ rand, plan, rates, now }: PlanRun, i: number): HistoryMarket {
  const table = HISTORY_TABLES[Math.floor(rand() * HISTORY_TABLES.length)] ?? 't20';
  const sides = CASINO_SIDES[table] ?? ['Player A', 'Player B'];
  const roundId = `${plan.seed}${String(100000 + i * 37)}`;
  const winner = sides[rand() < 0.5 ? 0 : 1];
  const bets: HistoryBet[] = [];
  const n = rand() < 0.25 ? 2 : 1;
  for (let k = 0; k < n; k++) {
    const selection = sides[rand() < 0.5 ? 0 : 1];
    const stake = 100 * (plan.minStake + Math.floor(rand() * (plan.maxStake - plan.minStake + 1)));
    const win = Math.floor((stake * 98) / 100);
    bets.push({
      marketType: 'casino',
      selection,
      side: 'back',
      price: 198,
      line: null,
      stake,
      win,
      loss: stake,
      pl: selection === winner ? win : -stake,
      commission: 0,
    });
  }
  const { pl, commission } = settle(bets, rates.casino);
  return {
    key: `casino:${table}:${roundId}`,
    source: 'casino',
    matchId: '',
    marketId: roundId,
    tableCode: table,
    description: `${casinoTableName(table)} round ${roundId}`,
    result: winner,
    ...timesFor(now, rand, i, plan.casinoRounds),
    pl,
    commission,
    bets,
  };
}

/** Every market of the plan, oldest settlement first. */
export function planHistory(
  plan: HistoryPlan,
  rates: CommissionRates,
  now: number,
): HistoryMarket[] {
  const run: PlanRun = { rand: prng(plan.seed), plan, rates, now };
  const markets: HistoryMarket[] = [];
  for (let i = 0; i < plan.sportsMarkets; i++) markets.push(sportsMarket(run, i));
  for (let i = 0; i < plan.casinoRounds; i++) markets.push(casinoRound(run, i));
  return markets.sort((a, b) => a.settledAt.getTime() - b.settledAt.getTime());
}
