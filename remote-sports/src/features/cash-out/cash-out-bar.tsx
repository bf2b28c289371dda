import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { balancePoller, formatCoins, newIdempotencyKey } from 'shared-auth';
import { commissionOf } from 'shared-maths';
import { CASH_OUT_PERCENTS, type CashOutKind } from 'shared-maths/cash-out';
import { formatCents } from 'shared-maths/money';
import { Spinner } from 'shared-ui';
import { useSlipStore } from '../../lib/bets/slip-store';
import { refreshMatchBets } from '../../lib/bets/bets-query';
import { useOddsStore } from '../../lib/odds/odds-store';
import { cashOut } from './api/cash-out';
import { matchCommissionQuery } from './api/match-commission';
import { refusalShown, useTexts } from '../../i18n/texts';
import { useCashOutQuote } from './use-cash-out-quote';
import { changedValue } from './changed-value';
import { useToldRefusal } from './use-told-refusal';
import './cash-out.css';
import { ErrorLine } from '../../components/error-line';

const NO_POSITION = new Set(['No position', 'Closed', 'Position is level']);
/** The quote's reasons (English, from the hook) to their texts. */
const REASON_TEXT = {
  'No position': 'cashOut.noPosition',
  Closed: 'cashOut.closed',
  'Position is level': 'cashOut.level',
  'No price': 'cashOut.noPrice',
  Suspended: 'cashOut.suspended',
  'Ball running': 'cashOut.ballRunning',
} as const;

/**
 * Cash out on a market's header: the value of the chosen share (25-100 %) of the position at the
 * best prices, net of commission (green profit, red loss), placed in one tap; or why not.
 */
export function CashOutBar({
  matchId,
  eventId,
  type,
}: {
  matchId: string;
  eventId: string;
  type: CashOutKind;
}) {
  const t = useTexts();
  const [percent, setPercent] = useState<(typeof CASH_OUT_PERCENTS)[number]>(100);
  const { data: bp = 0 } = useQuery(matchCommissionQuery);
  const quoted = useCashOutQuote(matchId, type, percent, bp);
  const marketId = useOddsStore((s) => s.markets[type]?.marketId ?? '');
  // The quote a refusal answered: while it stands, the server's value (a changed value) is the
  // one offered.
  const basis = `${percent}:${quoted.ok ? quoted.amount : quoted.reason}`;
  const { current, tell: setTold } = useToldRefusal(basis);
  const server = current?.amount ?? null;
  const offer =
    quoted.ok && server !== null
      ? { ...quoted, amount: server, net: server - commissionOf(server, bp) }
      : quoted;
  const amount = offer.ok ? offer.amount : null;
  // One key per offer: a repeated tap after a lost reply cannot cash out twice.
  const key = useMemo(newIdempotencyKey, [amount, percent]);

  const taking = useMutation({
    mutationFn: (amountCents: number) =>
      cashOut(
        {
          MatchId: matchId,
          EventId: eventId,
          MarketId: marketId,
          MarketType: type,
          Percent: percent,
          Amount: formatCents(amountCents),
        },
        key,
      ),
  });
  const busy = taking.isPending;
  const error = current?.text ?? null;
  const take = async (): Promise<void> => {
    if (!offer.ok) return;
    setTold(null);
    const outcome = await taking.mutateAsync(offer.amount);
    if (!outcome.ok) {
      const text = refusalShown(t, outcome.message, outcome.code, outcome.values);
      setTold({ basis, text, amount: changedValue(outcome) ?? server });
      return;
    }
    useSlipStore
      .getState()
      .showSuccess(t('cashOut.done', { percent, amount: formatCoins(outcome.reply.net) }));
    void balancePoller.poke();
    void refreshMatchBets(matchId);
  };

  // The share buttons only while there is a position to share.
  const hasPosition = offer.ok || !NO_POSITION.has(offer.reason);
  const tone =
    !offer.ok || offer.net === 0 ? '' : offer.net > 0 ? 'cash-out__profit' : 'cash-out__loss';
  return (
    <div className="cash-out" data-testid={`cash-out-${type}`}>
      <button
        type="button"
        className="cash-out__take"
        disabled={!offer.ok || busy}
        onClick={() => void take()}
      >
        {busy ? (
          <Spinner />
        ) : (
          <>
            {t('cashOut.take')}{' '}
            {offer.ok ? (
              <b className={tone} data-testid={`cash-out-${type}-amount`}>
                {formatCents(offer.net)}
              </b>
            ) : (
              <span className="cash-out__reason" data-testid={`cash-out-${type}-reason`}>
                {offer.reason in REASON_TEXT
                  ? t(REASON_TEXT[offer.reason as keyof typeof REASON_TEXT])
                  : offer.reason}
              </span>
            )}
          </>
        )}
      </button>
      {hasPosition && (
        <span className="cash-out__share" role="group" aria-label={t('cashOut.share')}>
          {CASH_OUT_PERCENTS.map((p) => (
            <button
              type="button"
              key={p}
              aria-pressed={p === percent}
              onClick={() => setPercent(p)}
              disabled={busy}
            >
              {p}%
            </button>
          ))}
        </span>
      )}
      <ErrorLine className="cash-out__error" text={error} />
    </div>
  );
}
