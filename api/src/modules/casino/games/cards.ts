import { randomInt } from 'node:crypto';

export type Suit = 'S' | 'H' | 'D' | 'C';
/** A playing card: rank 1 (Ace) .. 13 (King). */
export interface Card {
  rank: number;
  suit: Suit;
}

export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
export const RANK_LABELS = [
  'A',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
] as const;

export function rankLabel(rank: number): string {
  const label = RANK_LABELS[rank - 1];
  if (!label) throw new Error(`Bad rank ${rank}`);
  return label;
}

/** "10H", "AS", "KD". */
export function cardCode(card: Card): string {
  return `${rankLabel(card.rank)}${card.suit}`;
}

const CODE = /^(A|[2-9]|10|J|Q|K)([SHDC])$/;

export function parseCard(code: string): Card {
  const match = CODE.exec(code.trim().toUpperCase());
  if (!match?.[1] || !match[2]) throw new Error(`"${code}" is not a card code like AS, 10H or KD`);
  return {
    rank: RANK_LABELS.indexOf(match[1] as (typeof RANK_LABELS)[number]) + 1,
    suit: match[2] as Suit,
  };
}

export const isRed = (card: Card): boolean => card.suit === 'H' || card.suit === 'D';

/** A full 52-card deck, optionally limited to some ranks (32 Cards, Bollywood). */
export function newDeck(
  ranks: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
): Card[] {
  return ranks.flatMap((rank) => SUITS.map((suit) => ({ rank, suit })));
}

/** Fisher-Yates with crypto.randomInt: a cryptographically secure, unbiased shuffle. */
export function secureShuffle<T>(
  items: readonly T[],
  rand: (max: number) => number = randomInt,
): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** The deck for a round: forced cards first (test control), then the rest shuffled. */
export function roundDeck(
  ranks: readonly number[] | undefined,
  forced: readonly Card[] = [],
): Card[] {
  const deck = newDeck(ranks);
  const key = (c: Card) => `${c.rank}${c.suit}`;
  const forcedKeys = new Set(forced.map(key));
  if (forcedKeys.size !== forced.length) throw new Error('Forced cards must not repeat');
  for (const card of forced) {
    if (!deck.some((c) => key(c) === key(card)))
      throw new Error(`${cardCode(card)} is not in this game's deck`);
  }
  return [...forced, ...secureShuffle(deck.filter((c) => !forcedKeys.has(key(c))))];
}

/** Draws from the top of a deck; throws if it runs out (never happens with the game rules). */
export function drawer(deck: readonly Card[]): () => Card {
  let next = 0;
  return () => {
    const card = deck[next++];
    if (!card) throw new Error('The deck ran out');
    return card;
  };
}
