// The safer-gambling status the host's header and reminder read (only the logged-in shell loads
// it: /login's first load stays within its budget).
import { create } from 'zustand';
import type { RealityCheckData, SaferStatusData } from 'shared-api-types';
import { callApi, useSessionStore } from 'shared-auth';

export interface SaferStatusState {
  /** The loss limits used 80% or more (the header's marker). */
  closeLimits: SaferStatusData['closeLimits'];
  /** The session reminder as the server last said (null before the first read). */
  reminder: RealityCheckData | null;
  /** Date.now() when `reminder` was read: the session's length counts on from it. */
  readAt: number;
  set: (data: SaferStatusData) => void;
  setReminder: (reminder: RealityCheckData) => void;
  clear: () => void;
}

export const useSaferStatus = create<SaferStatusState>()((set) => ({
  closeLimits: [],
  reminder: null,
  readAt: 0,
  set: (data) =>
    set({ closeLimits: data.closeLimits, reminder: data.realityCheck, readAt: Date.now() }),
  setReminder: (reminder) => set({ reminder, readAt: Date.now() }),
  clear: () => set({ closeLimits: [], reminder: null, readAt: 0 }),
}));

export const selectLimitClose = (s: SaferStatusState) => s.closeLimits.length > 0;
export const selectReminderDue = (s: SaferStatusState) => s.reminder?.due === true;

/** One GetStatus call; a failure keeps what is shown (the next poll tries again). */
export async function refreshSaferStatus(): Promise<void> {
  if (!useSessionStore.getState().token) return;
  try {
    useSaferStatus
      .getState()
      .set(await callApi<SaferStatusData>('/SaferGambling/GetStatus', {}, { silent: true }));
  } catch {
    // kept; polled again
  }
}
