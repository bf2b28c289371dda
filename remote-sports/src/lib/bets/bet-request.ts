import type { OrderPersistence } from 'shared-api-types';
import { balancePoller, formatCoins } from 'shared-auth';
import { formatPrice } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import { t } from '../../i18n/texts';
import { refreshUnmatched } from '../orders/unmatched-query';
import { refreshMatchBets } from './bets-query';
import type { PlaceBetBody } from './api/place-bet';
import type { SlipSelection } from './slip-store';

/**
 * The PlaceBet body of a selection at a price (and fancy line) for a stake in cents; match odds
 * and toss may say what their unmatched part does when the match goes in play.
 */
export function betRequest(
  selection: SlipSelection,
  price: number,
  line: number | null,
  stakeCents: number,
  persistence?: OrderPersistence,
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
    ...(persistence ? { Persistence: persistence } : {}),
  };
}

/**
 * "Matched at 1.86" or, for a fancy bet, "Matched at 100 (52)": the server's matched price. A
 * match-odds or toss order that did not all match says what waits in the book and at which price
 * (the asked one): "Matched 300.00 at 1.55 · 200.00 waiting at 1.60".
 */
export function matchedText(o: {
  matchedPrice: string;
  matchedLine: number | null;
  matched: string;
  waiting: string;
  askedPrice?: string;
}): string {
  if (o.waiting === '0.00')
    return o.matchedLine === null
      ? t('placed.matched', { price: o.matchedPrice })
      : t('placed.matchedLine', { price: o.matchedPrice, line: o.matchedLine });
  const price = o.askedPrice ?? o.matchedPrice;
  const waiting = formatCoins(o.waiting);
  if (o.matched === '0.00') return t('placed.waiting', { waiting, price });
  return t('placed.partly', {
    matched: formatCoins(o.matched),
    matchedPrice: o.matchedPrice,
    waiting,
    price,
  });
}

/** The confirmation of a placed bet, short enough for two lines at 360 px (issue 30.7). */
export function placedText(
  selection: Pick<SlipSelection, 'side' | 'runnerName'>,
  stakeCents: number,
  outcome: Parameters<typeof matchedText>[0],
): string {
  return t('placed.bet', {
    side: t(`side.${selection.side}`),
    runner: selection.runnerName,
    stake: formatCoins(formatCents(stakeCents)),
    outcome: matchedText(outcome),
  });
}

/**
 * After an accepted bet: the header balance, the bet lists (positions, fancy books) and the
 * waiting orders refresh.
 */
export function afterBetPlaced(matchId: string): void {
  void balancePoller.poke();
  void refreshMatchBets(matchId);
  void refreshUnmatched(matchId);
}
