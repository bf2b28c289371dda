import type { LiveBetHistoryRequest, LiveBetHistoryRow as LiveBetRow } from 'shared-api-types';
import { LIVE_GAME_LABELS } from 'shared-api-types/src/casino-tables';
import type { BetStatus } from '../../report-common/bet-row';
import type { DateFilter } from '../../report-common/report-dates';
import { postInPlayerDays } from '../../report-common/api/post-in-player-days';

export type { LiveBetRow };

export interface LiveBetFilters extends DateFilter {
  gameType: string;
  status: BetStatus;
}

/** The game select (label, value) of docs/reports.md, Pages. */
export const GAME_OPTIONS: readonly { label: string; value: string }[] = [
  { label: 'All Game', value: 'All Game' },
  ...Object.entries(LIVE_GAME_LABELS).map(([value, label]) => ({ label, value })),
];

/** Action is always 2 on this report (docs/reports.md). */
export function liveBetPayload(f: LiveBetFilters) {
  return {
    FromDate: f.from,
    ToDate: f.to,
    GameType: f.gameType,
    Status: Number(f.status),
    Action: 2,
  } satisfies LiveBetHistoryRequest;
}

/** POST /User/UserLiveBetHistory -> message.myLiveBetHistoryDataLists, in the player's days. */
export function getLiveBetHistory(f: LiveBetFilters, signal?: AbortSignal): Promise<LiveBetRow[]> {
  return postInPlayerDays(
    {
      path: '/User/UserLiveBetHistory',
      payload: liveBetPayload,
      key: 'message',
      listName: 'myLiveBetHistoryDataLists',
      time: 'dateCreation',
    },
    f,
    signal,
  );
}
