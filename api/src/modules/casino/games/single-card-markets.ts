import { cardCode, isRed, rankLabel, RANK_LABELS, type Card } from './cards';
import { decide, winIf, type GameResult, type MarketDef, type Outcome } from './types';

/** Markets every one-card game shares (Lucky 7, AAA) and the per-side markets of Dragon Tiger. */
export function parityMarket(name: string, even = 210, odd = 179): MarketDef {
  return {
    market: name,
    selections: [
      { name: 'Even', rate: even },
      { name: 'Odd', rate: odd },
    ],
  };
}
export function colourMarket(name: string): MarketDef {
  return {
    market: name,
    selections: [
      { name: 'Red', rate: 197 },
      { name: 'Black', rate: 197 },
    ],
  };
}
export function cardMarket(name: string, rate = 1200): MarketDef {
  return { market: name, selections: RANK_LABELS.map((label) => ({ name: label, rate })) };
}

/** Even/Odd by rank (A=1 odd, K=13 odd), Red/Black by suit, a single rank. */
export function judgeCommon(
  kind: 'parity' | 'colour' | 'card',
  selection: string,
  card: Card,
): Outcome {
  if (kind === 'parity') return winIf((card.rank % 2 === 0 ? 'Even' : 'Odd') === selection);
  if (kind === 'colour') return winIf((isRed(card) ? 'Red' : 'Black') === selection);
  return winIf(rankLabel(card.rank) === selection);
}

type CommonKind = 'parity' | 'colour' | 'card';

/**
 * The result of a one-card round: the card shown, the winner, and every market judged by the
 * game's own rule (`own`, null when it has none) or else by its common kind (default 'card').
 */
export function oneCardResult(
  card: Card,
  winner: string,
  markets: readonly MarketDef[],
  common: Readonly<Record<string, CommonKind>>,
  own: (market: string, selection: string) => Outcome | null,
): GameResult {
  const judge = (market: string, selection: string): Outcome =>
    own(market, selection) ?? judgeCommon(common[market] ?? 'card', selection, card);
  return {
    hands: [{ label: 'Card', cards: [cardCode(card)] }],
    winner,
    outcomes: decide(markets, judge),
  };
}
