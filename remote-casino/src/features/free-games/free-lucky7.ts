import { create } from 'zustand';

/** Free play: practice chips held in this tab only; they never touch the real balance. */
export const PRACTICE_CHIPS = 10_000;
export type FreePick = 'Low Card' | 'High Card' | 'Red' | 'Black';
export const FREE_PICKS: readonly { pick: FreePick; rate: number }[] = [
  { pick: 'Low Card', rate: 2 },
  { pick: 'High Card', rate: 2 },
  { pick: 'Red', rate: 1.97 },
  { pick: 'Black', rate: 1.97 },
];
const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export interface FreeCard {
  rank: number;
  suit: (typeof SUITS)[number];
}

export const freeCardCode = (c: FreeCard): string => `${RANKS[c.rank - 1] ?? '?'}${c.suit}`;

/** Lucky 7 rules: Low A-6, High 8-K, a 7 loses both; red hearts/diamonds. */
export function freeWins(card: FreeCard, pick: FreePick): boolean {
  if (pick === 'Low Card') return card.rank < 7;
  if (pick === 'High Card') return card.rank > 7;
  const red = card.suit === 'H' || card.suit === 'D';
  return pick === 'Red' ? red : !red;
}

/** Whole-chip payout: stake x (rate - 1), floored. */
export const freeProfit = (stake: number, rate: number): number => Math.floor(stake * (rate - 1));

export function drawFreeCard(): FreeCard {
  const n = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  const i = n % 52;
  return { rank: (i % 13) + 1, suit: SUITS[Math.floor(i / 13)] ?? 'S' };
}

interface FreeState {
  chips: number;
  last: { card: string; pick: FreePick; stake: number; won: boolean; change: number } | null;
  play: (pick: FreePick, stake: number, card?: FreeCard) => void;
  reset: () => void;
}

export const useFreePlay = create<FreeState>()((set, get) => ({
  chips: PRACTICE_CHIPS,
  last: null,
  play: (pick, stake, card = drawFreeCard()) => {
    const { chips } = get();
    if (!Number.isInteger(stake) || stake <= 0 || stake > chips) return;
    const rate = FREE_PICKS.find((p) => p.pick === pick)?.rate ?? 2;
    const won = freeWins(card, pick);
    const change = won ? freeProfit(stake, rate) : -stake;
    set({ chips: chips + change, last: { card: freeCardCode(card), pick, stake, won, change } });
  },
  reset: () => set({ chips: PRACTICE_CHIPS, last: null }),
}));
