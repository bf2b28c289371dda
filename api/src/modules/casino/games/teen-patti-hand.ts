import type { Card } from './cards';

export const HAND_NAMES = [
  'High Card',
  'Pair',
  'Color',
  'Sequence',
  'Pure Sequence',
  'Trail',
] as const;

/**
 * Teen Patti hand strength as a comparable tuple: [category, ...tie-breakers].
 * Categories: 0 high card, 1 pair, 2 color (flush), 3 sequence, 4 pure sequence, 5 trail.
 * Ace is high; A-K-Q is the top sequence and A-2-3 the second.
 */
export function handStrength(cards: readonly Card[]): number[] {
  if (cards.length !== 3) throw new Error('A Teen Patti hand has 3 cards');
  const values = cards.map((c) => (c.rank === 1 ? 14 : c.rank)).sort((a, b) => b - a) as [
    number,
    number,
    number,
  ];
  const [a, b, c] = values;
  const flush = cards.every((card) => card.suit === cards[0]?.suit);
  const isA23 = a === 14 && b === 3 && c === 2;
  const straight = (a - b === 1 && b - c === 1) || isA23;
  const seqRank = isA23 ? 14.5 : a === 14 && b === 13 ? 15 : a;
  if (a === b && b === c) return [5, a];
  if (straight && flush) return [4, seqRank];
  if (straight) return [3, seqRank];
  if (flush) return [2, a, b, c];
  if (a === b || b === c) {
    const pair = b;
    const kicker = a === b ? c : a;
    return [1, pair, kicker];
  }
  return [0, a, b, c];
}

/** >0 when x beats y, <0 when y wins, 0 for an exact tie. */
export function compareHands(x: readonly Card[], y: readonly Card[]): number {
  const sx = handStrength(x);
  const sy = handStrength(y);
  for (let i = 0; i < Math.max(sx.length, sy.length); i++) {
    const d = (sx[i] ?? 0) - (sy[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export function handName(cards: readonly Card[]): string {
  return HAND_NAMES[handStrength(cards)[0] ?? 0] ?? 'High Card';
}
