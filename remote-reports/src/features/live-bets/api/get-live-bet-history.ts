import type { LiveBetHistoryRequest, LiveBetHistoryRow as LiveBetRow } from 'shared-api-types';
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
  { label: 't20', value: 't20' },
  { label: 'ab2', value: 'ab2' },
  { label: 'oneday', value: 'oneday' },
  { label: 'lucky7', value: 'lucky7' },
  { label: '32 cardA', value: 'CARD32A' },
  { label: 'Dragon Tiger', value: 'dt2020' },
  { label: 'Test Teenpatti', value: 'test' },
  { label: 'lucky7B', value: 'lucky7B' },
  { label: 'Bollywood Casino', value: 'BOLLYWOODCASINO' },
  { label: 'Amar Akbar Anthony', value: 'AMARAKBARANTHONY' },
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
