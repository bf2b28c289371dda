import { create } from 'zustand';
import type { MarketKind, Side } from 'shared-maths';

/** What the player clicked: one price of one runner or fancy session. */
export interface SlipSelection {
  matchId: string;
  eventId: string;
  /** The market's id (odds/book/toss) or the fancy market id (the URL's marketId). */
  marketId: string;
  marketType: MarketKind;
  selectionId: string;
  runnerName: string;
  side: Side;
  /** odds/toss: odds x100; book: rate r; session: rate R. */
  price: number;
  line: number | null;
  /** Runner market: every runner id (for the preview); fancy: null. */
  runnerIds: string[] | null;
}

interface SlipState {
  selection: SlipSelection | null;
  /** Shown after a placed bet (the bet-success popup flag). */
  success: string | null;
  open: (s: SlipSelection) => void;
  close: () => void;
  showSuccess: (message: string | null) => void;
}

export const useSlipStore = create<SlipState>()((set) => ({
  selection: null,
  success: null,
  open: (selection) => set({ selection }),
  close: () => set({ selection: null }),
  showSuccess: (success) => set({ success }),
}));
