import type { RunnerMarketType } from '../../lib/odds/feed-types';
import type { SlipSelection } from '../../lib/bets/slip-store';

export interface MatchIds {
  matchId: string;
  eventId: string;
  marketId: string;
}

/** What a tap on a price does: the page decides (slip or one-click). */
export type PickPrice = (selection: SlipSelection) => void;

/** What a tap on a runner's name does (the page opens its ladder). */
export type SelectRunner = (type: RunnerMarketType, selectionId: string, name: string) => void;
