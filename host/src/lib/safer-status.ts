// The safer-gambling status the host's header and reminder read (only the logged-in shell loads
// it: /login's first load stays within its budget).
import { create } from 'zustand';
import type { RealityCheckData, SaferLimitPrompt, SaferStatusData } from 'shared-api-types';
import {
  ApiError,
  callApi,
  navigateTo,
  notifyError,
  refusalText,
  useSessionStore,
} from 'shared-auth';

export interface SaferStatusState {
  /** The loss limits used 80% or more (the header's marker). */
  closeLimits: SaferStatusData['closeLimits'];
  /** The session reminder as the server last said (null before the first read). */
  reminder: RealityCheckData | null;
  /** Date.now() when `reminder` was read: the session's length counts on from it. */
  readAt: number;
  /** The daily time limit: when the sessions end (server's clock; null: none today). */
  timeLimit: SaferStatusData['timeLimit'];
  /** The loss limit question waiting (first login, review, reconsider), or null. */
  limitPrompt: SaferLimitPrompt | null;
  setLimitPrompt: (prompt: SaferLimitPrompt | null) => void;
  set: (data: SaferStatusData) => void;
  setReminder: (reminder: RealityCheckData) => void;
  clear: () => void;
}

export const useSaferStatus = create<SaferStatusState>()((set) => ({
  closeLimits: [],
  reminder: null,
  readAt: 0,
  timeLimit: null,
  limitPrompt: null,
  setLimitPrompt: (limitPrompt) => set({ limitPrompt }),
  set: (data) =>
    set({
      closeLimits: data.closeLimits,
      reminder: data.realityCheck,
      readAt: Date.now(),
      timeLimit: data.timeLimit ?? null,
      limitPrompt: data.limitPrompt ?? null,
    }),
  setReminder: (reminder) => set({ reminder, readAt: Date.now() }),
  clear: () =>
    set({ closeLimits: [], reminder: null, readAt: 0, timeLimit: null, limitPrompt: null }),
}));

export const selectLimitClose = (s: SaferStatusState) => s.closeLimits.length > 0;
export const selectReminderDue = (s: SaferStatusState) => s.reminder?.due === true;
/** The loss limit question shows when no reminder is due (one dialog at a time). */
export const selectLimitPrompt = (s: SaferStatusState) =>
  s.reminder?.due === true ? null : s.limitPrompt;

export const TIME_LIMIT_REACHED = 'SAFER_TIME_LIMIT_REACHED';

/** The daily time limit is reached: this tab's session ends, with the notice, on the login page. */
export function endAtTimeLimit(refused = false): void {
  // The server's refusal is told even when the stream's end has already cleared the session.
  if (!useSessionStore.getState().token && !refused) return;
  useSessionStore.getState().clearSession();
  navigateTo('/');
  // the English sentence stands in until the codes' texts have come (they load on a coded reply)
  const english = 'You have reached your daily time limit: you have been logged out.';
  notifyError(refusalText(TIME_LIMIT_REACHED, english));
}

/**
 * One GetStatus call; a failure keeps what is shown (the next poll tries again), except the time
 * limit's refusal, which ends the session.
 */
export async function refreshSaferStatus(): Promise<void> {
  if (!useSessionStore.getState().token) return;
  try {
    useSaferStatus
      .getState()
      .set(await callApi<SaferStatusData>('/SaferGambling/GetStatus', {}, { silent: true }));
  } catch (error) {
    if (error instanceof ApiError && error.code === TIME_LIMIT_REACHED) endAtTimeLimit(true);
    // otherwise kept; polled again
  }
}
