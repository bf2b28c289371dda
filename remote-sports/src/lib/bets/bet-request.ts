import { balancePoller } from 'shared-auth';
import { formatPrice } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import { refreshMatchBets } from './bets-query';
import type { PlaceBetBody } from './api/place-bet';
import type { SlipSelection } from './slip-store';

export const SIDE_LABEL = { back: 'Back', lay: 'Lay', yes: 'Yes', no: 'No' } as const;

/** The PlaceBet body of a selection at a price (and fancy line) for a stake in cents. */
export function betRequest(
  selection: SlipSelection,
  price: number,
  line: number | null,
  stakeCents: number,
): PlaceBetBody {
  return {
    MatchId: selection.matchId,
    EventId: selection.eventId,
    MarketId: selection.marketId,
    MarketType: selection.marketType,
    SelectionId: selection.selectionId,
    Side: selection.side,
    Price: formatPrice(selection.marketType, price),
    ...(line !== null ? { Line: line } : {}),
    Stake: formatCents(stakeCents),
  };
}

/** "Matched at 1.86" or, for a fancy bet, "Matched at 100 (52)": the server's matched price. */
export const matchedText = (o: { matchedPrice: string; matchedLine: number | null }): string =>
  `Matched at ${o.matchedPrice}${o.matchedLine === null ? '' : ` (${o.matchedLine})`}`;

/** After an accepted bet: the header balance and the bet lists (positions, fancy books) refresh. */
export function afterBetPlaced(matchId: string): void {
  void balancePoller.poke();
  void refreshMatchBets(matchId);
}
