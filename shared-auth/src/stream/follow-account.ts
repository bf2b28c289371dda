import type { AccountParts } from 'shared-api-types';
import { useSessionStore } from '../session-store';
import { liveStream } from './live-stream';

/**
 * Shows the player's balance and exposure from the live stream's account topic as soon as a bet
 * or a settlement moves them (GetBalance is still polled every 5 s). Returns the stop function.
 */
export function followAccount(): () => void {
  return liveStream.subscribe('account', (parts) => {
    const { balance } = parts as AccountParts;
    if (balance) useSessionStore.getState().setBalance(balance);
  });
}
