import { parsePrice, type MarketKind, type Side } from 'shared-maths';
import { parseCents } from 'shared-maths/money';
import { marketKey } from '../../src/modules/sports/market-key';
import type { SimMatch } from '../../src/modules/sports/feed/sim-types';
import { fancyBet, oddsBet } from '../support/sports-helpers';
import type { SportsBetTerms } from './worst-case';

/** A PlaceBet request the race tests send: where it goes, its body, and its terms in cents. */
export type RaceBet =
  | { url: '/Player/PlaceBet'; body: SportsBody; terms: SportsBetTerms }
  | { url: '/Casino/PlaceBet'; body: CasinoBody; terms: { marketKey: string; stake: number } };

export interface SportsBody {
  MatchId: string;
  EventId: string;
  MarketId: string;
  MarketType: string;
  SelectionId: string;
  Side: string;
  Price: string;
  Line?: number;
  Stake: string;
}

export interface CasinoBody {
  TableCode: string;
  RoundId: string;
  Market: string;
  Selection: string;
  Rate: string;
  Stake: string;
}

export interface CasinoTable {
  tableCode: string;
  roundId: string;
  markets: { market: string; selections: { name: string; rate: string }[] }[];
}

/** A small repeatable generator (the races must be the same every run). */
export function lcg(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor((state / 2 ** 32) * n);
  };
}

export function sportsRaceBet(body: SportsBody): RaceBet {
  const kind = body.MarketType as MarketKind;
  const price = parsePrice(kind, body.Price);
  if (price === null) throw new Error(`bad price ${body.Price}`);
  return {
    url: '/Player/PlaceBet',
    body,
    terms: {
      marketKey: marketKey(
        body.MatchId,
        kind,
        kind === 'session' ? body.SelectionId : body.MarketId,
      ),
      kind,
      side: body.Side as Side,
      selectionId: body.SelectionId,
      price,
      line: body.Line ?? null,
      stake: parseCents(body.Stake),
    },
  };
}

export function casinoRaceBet(body: CasinoBody): RaceBet {
  return {
    url: '/Casino/PlaceBet',
    body,
    terms: { marketKey: `casino:${body.TableCode}:${body.RoundId}`, stake: parseCents(body.Stake) },
  };
}

/** A sports bet of every kind on open markets at the live price (toss only before the start). */
export function randomSportsBody(
  matches: readonly SimMatch[],
  rnd: (n: number) => number,
  stake: string,
): SportsBody {
  for (;;) {
    const m = matches[rnd(matches.length)];
    if (!m) throw new Error('no matches');
    const kind = (['odds', 'book', 'toss', 'session'] as const)[rnd(4)] ?? 'odds';
    if (kind === 'session') {
      const k = rnd(m.sessions.length);
      if (m.sessions[k]?.status !== 'OPEN') continue;
      return fancyBet(m, rnd(2) === 0 ? 'yes' : 'no', stake, k) as SportsBody;
    }
    const mk = m[kind];
    if (mk.status !== 'OPEN') continue;
    const i = rnd(mk.runners.length);
    const side = rnd(2) === 0 ? 'back' : 'lay';
    const runner = mk.runners[i];
    if (!runner || (side === 'back' ? runner.back[0] : runner.lay[0]) <= 0) continue;
    return oddsBet(m, side, stake, i, kind) as SportsBody;
  }
}

export function randomCasinoBody(
  tables: readonly CasinoTable[],
  rnd: (n: number) => number,
  stake: string,
): CasinoBody {
  const table = tables[rnd(tables.length)];
  const market = table?.markets[0];
  const selection = market?.selections[rnd(market.selections.length)];
  if (!table || !market || !selection) throw new Error('no casino table');
  return {
    TableCode: table.tableCode,
    RoundId: table.roundId,
    Market: market.market,
    Selection: selection.name,
    Rate: selection.rate,
    Stake: stake,
  };
}

/** Every runner of each runner market of these matches, by exposure key. */
export function runnerIndex(matches: readonly SimMatch[]): (key: string) => string[] {
  const index = new Map<string, string[]>();
  for (const m of matches) {
    for (const kind of ['odds', 'book', 'toss'] as const) {
      const mk = m[kind];
      index.set(
        marketKey(m.matchId, kind, mk.marketId),
        mk.runners.map((r) => r.selectionId),
      );
    }
  }
  return (key) => {
    const runners = index.get(key);
    if (!runners) throw new Error(`no runners known for ${key}`);
    return runners;
  };
}
