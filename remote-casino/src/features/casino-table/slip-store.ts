import { create } from 'zustand';

export interface SlipPick {
  market: string;
  selection: string;
  rate: string;
}

interface SlipState {
  pick: SlipPick | null;
  stake: string;
  /** One key per slip: a double click re-sends the same key and the server makes one bet. */
  idempotencyKey: string;
  placing: boolean;
  choose: (pick: SlipPick) => void;
  setStake: (stake: string) => void;
  setPlacing: (placing: boolean) => void;
  clear: () => void;
}

export function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k${Date.now()}${Math.random().toString(36).slice(2)}`;
}

/** The casino bet slip: one pick at a time. */
export const useSlipStore = create<SlipState>()((set) => ({
  pick: null,
  stake: '',
  idempotencyKey: newKey(),
  placing: false,
  choose: (pick) => set({ pick, idempotencyKey: newKey() }),
  setStake: (stake) => set({ stake }),
  setPlacing: (placing) => set({ placing }),
  clear: () => set({ pick: null, stake: '', placing: false, idempotencyKey: newKey() }),
}));

/** Profit if the pick wins, in Coins with 2 places: stake x (rate - 1), floored to the cent like the server. */
export function possibleWin(stake: string, rate: string): string {
  const s = Math.round(Number(stake) * 100);
  const r = Math.round(Number(rate) * 100);
  if (!Number.isFinite(s) || !Number.isFinite(r) || s <= 0) return '0.00';
  const cents = Math.floor((s * (r - 100)) / 100);
  return (cents / 100).toFixed(2);
}
