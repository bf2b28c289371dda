import { create } from 'zustand';
import { getBetDelay } from './api/get-bet-delay';

interface BetDelayState {
  /** The in-play bet delay in ms; null until loaded (no countdown is shown then). */
  inPlayMs: number | null;
  load: () => Promise<void>;
}

/** The server's in-play delay, loaded once per match page for the countdowns. */
export const useBetDelay = create<BetDelayState>()((set) => ({
  inPlayMs: null,
  load: async () => {
    try {
      set({ inPlayMs: (await getBetDelay()).inPlayMs });
    } catch {
      // no countdown: the bet still waits on the server, the spinner shows
    }
  },
}));
