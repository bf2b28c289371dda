import { create } from 'zustand';
import { formatCents, formatCoins, tryParseCents } from 'shared-maths/money';
import { stakeCentsOf } from 'shared-maths/stake-input';

export interface SlipPick {
  market: string;
  selection: string;
  rate: string;
}

interface SlipState {
  pick: SlipPick | null;
  choose: (pick: SlipPick) => void;
  clear: () => void;
}

/** The casino bet slip's pick (a tap on a rate sets it): one at a time. */
export const useSlipStore = create<SlipState>()((set) => ({
  pick: null,
  choose: (pick) => set({ pick }),
  clear: () => set({ pick: null }),
}));

/** Profit if the pick wins, through the money formatter: stake x (rate - 1), floored to the cent like the server, exact. */
export function possibleWin(stake: string, rate: string): string {
  const stakeCents = BigInt(stakeCentsOf(stake));
  const rateCents = tryParseCents(rate);
  if (rateCents === null || stakeCents <= 0n) return formatCoins(0);
  return formatCoins(formatCents(Number((stakeCents * BigInt(rateCents - 100)) / 100n)));
}
