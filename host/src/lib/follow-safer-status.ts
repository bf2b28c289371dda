import type { RealityCheckData } from 'shared-api-types';
import { liveStream } from 'shared-auth';
import { endAtTimeLimit, refreshSaferStatus, useSaferStatus } from './safer-status';

/**
 * How long until the reminder is due by the server's clock (its dueAt less its own now, which is
 * the session's start plus its length), so a client clock that is off does not matter.
 */
export function msUntilDue(reminder: RealityCheckData, readAt: number, now: number): number | null {
  if (!reminder.dueAt || reminder.due) return null;
  const serverNow = Date.parse(reminder.sessionStartedAt) + reminder.sessionSeconds * 1000;
  return Date.parse(reminder.dueAt) - serverNow - (now - readAt);
}

/** How long until the daily time limit ends the session, on the server's clock like msUntilDue. */
export function msUntilTimeLimit(
  endsAt: string | null,
  reminder: RealityCheckData,
  readAt: number,
  now: number,
): number | null {
  if (!endsAt) return null;
  const serverNow = Date.parse(reminder.sessionStartedAt) + reminder.sessionSeconds * 1000;
  return Date.parse(endsAt) - serverNow - (now - readAt);
}

/** GetStatus is read this often, and at once when the account stream says something moved. */
export const SAFER_POLL_MS = 15_000;
/** Read this long after the reminder's time, so the server surely counts it due. */
const DUE_MARGIN_MS = 1000;
/** Changes on the account topic in a burst (a bet, then its balance) make one read. */
const SETTLE_MS = 300;

/**
 * Keeps useSaferStatus current while logged in: a read now and every 15 s, one when the
 * reminder falls due, and one after every change of the account topic (a bet or a settlement
 * moves a limit's use; an answered reminder closes it in every tab); at the daily time limit's end
 * the session ends with its notice. Returns the stop function.
 */
export function followSaferStatus(): () => void {
  let dueTimer: ReturnType<typeof setTimeout> | null = null;
  let endTimer: ReturnType<typeof setTimeout> | null = null;
  let soon: ReturnType<typeof setTimeout> | null = null;
  const readSoon = () => {
    if (soon) return;
    soon = setTimeout(() => {
      soon = null;
      void refreshSaferStatus();
    }, SETTLE_MS);
  };
  const unwatch = useSaferStatus.subscribe((state, prev) => {
    if (state.reminder === prev.reminder) return;
    if (endTimer) clearTimeout(endTimer);
    endTimer = null;
    const end = state.reminder
      ? msUntilTimeLimit(state.timeLimit?.endsAt ?? null, state.reminder, state.readAt, Date.now())
      : null;
    // The server ends the sessions then; this tab says why (GetStatus is refused, or it is a 401).
    if (end !== null)
      endTimer = setTimeout(
        () => {
          void refreshSaferStatus().then(() => endAtTimeLimit());
        },
        Math.max(0, end),
      );
    if (dueTimer) clearTimeout(dueTimer);
    dueTimer = null;
    const wait = state.reminder ? msUntilDue(state.reminder, state.readAt, Date.now()) : null;
    if (wait !== null)
      dueTimer = setTimeout(() => void refreshSaferStatus(), Math.max(0, wait) + DUE_MARGIN_MS);
  });
  const unfollow = liveStream.subscribe('account', readSoon);
  void refreshSaferStatus();
  const poll = setInterval(() => void refreshSaferStatus(), SAFER_POLL_MS);
  return () => {
    clearInterval(poll);
    if (dueTimer) clearTimeout(dueTimer);
    if (endTimer) clearTimeout(endTimer);
    if (soon) clearTimeout(soon);
    unfollow();
    unwatch();
    useSaferStatus.getState().clear();
  };
}
