import { useMemo, useState } from 'react';
import { formatCoins, newIdempotencyKey } from 'shared-auth';
import { parsePrice } from 'shared-maths';
import type { RunnerPrices } from 'shared-maths/cash-out';
import { formatCents } from 'shared-maths/money';
import { ErrorLine } from '../../components/error-line';
import { refusalShown, useTexts } from '../../i18n/texts';
import { placeBet } from '../../lib/bets/api/place-bet';
import { afterBetPlaced, betRequest } from '../../lib/bets/bet-request';
import { useSlipStore, type SlipSelection } from '../../lib/bets/slip-store';
import { greenUp } from './green-up';
import { bestPrices, useLadderBooks } from './ladder-store';

const price = (text: string): number => (text ? (parsePrice('odds', text) ?? 0) : 0);

/**
 * The toss's green-up (it has no cash out): the hedge at the ladder's best prices that leaves
 * every runner's outcome within a cent, placed in one tap through PlaceBet (one bet a runner
 * hedged, each its own key and transaction), refusals in the player's language.
 */
export function TossGreenUp({
  positions,
  runnerIds,
  selectionOf,
}: {
  positions: Readonly<Record<string, number>>;
  runnerIds: readonly string[];
  /** The slip selection of a runner and side (the market, names, ids). */
  selectionOf: (sid: string, side: 'back' | 'lay', price: number) => SlipSelection;
}) {
  const t = useTexts();
  const books = useLadderBooks((s) => s.parts);
  const prices = useMemo<RunnerPrices[]>(
    () =>
      runnerIds.map((sid) => {
        const b = bestPrices(books[`toss:${sid}`]);
        return { selectionId: sid, back: price(b.back), lay: price(b.lay) };
      }),
    [books, runnerIds],
  );
  const quote = greenUp(positions, prices);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hasPosition = runnerIds.some((sid) => (positions[sid] ?? 0) !== 0);
  if (!hasPosition) return null;
  const each = quote.ok ? (quote.after[runnerIds[0] ?? ''] ?? 0) : 0;
  const take = async (): Promise<void> => {
    if (!quote.ok || busy) return;
    setBusy(true);
    setProblem(null);
    const outcomes = await Promise.all(
      quote.bets.map((b) =>
        placeBet(
          betRequest(selectionOf(b.selectionId, b.side, b.price), b.price, null, b.stake),
          newIdempotencyKey(),
        ),
      ),
    );
    setBusy(false);
    const refused = outcomes.find((o) => !o.ok);
    if (refused && !refused.ok)
      setProblem(refusalShown(t, refused.message, refused.code, refused.values));
    else
      useSlipStore
        .getState()
        .showSuccess(t('ladder.greenedUp', { amount: formatCoins(formatCents(each)) }));
    afterBetPlaced(selectionOf(runnerIds[0] ?? '', 'back', 0).matchId);
  };
  return (
    <div className="ladder__toss-green" data-testid="toss-green-up">
      <button type="button" disabled={!quote.ok || busy} onClick={() => void take()}>
        {quote.ok
          ? t('ladder.greenUpEach', { amount: formatCoins(formatCents(each)) })
          : t(quote.reason === 'level' ? 'ladder.greenLevel' : 'ladder.greenNoPrice')}
      </button>
      <ErrorLine className="ladder__error" text={problem} />
    </div>
  );
}
