import { create } from 'zustand';

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

/** Profit if the pick wins, in Coins with 2 places: stake x (rate - 1), floored to the cent like the server. */
export function possibleWin(stake: string, rate: string): string {
  const s = Math.round(Number(stake) * 100);
  const r = Math.round(Number(rate) * 100);
  if (!Number.isFinite(s) || !Number.isFinite(r) || s <= 0) return '0.00';
  const cents = Math.floor((s * (r - 100)) / 100);
  return (cents / 100).toFixed(2);
}
