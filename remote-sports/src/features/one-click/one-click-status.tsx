import { useEffect } from 'react';
import { formatCoins } from 'shared-auth';
import { formatPrice } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import { Spinner } from 'shared-ui';
import { useInPlayDelayMs } from '../../lib/bet-delay/bet-delay-query';
import { DelayCountdown } from '../../components/delay-countdown';
import { retryQuote, useLiveQuote } from '../../lib/bet-delay/live-quote';
import { useOddsStore } from '../../lib/odds/odds-store';
import { betAtText, refusalShown, useTexts } from '../../i18n/texts';
import type { BetRefusal } from '../../lib/bets/api/bet-write';
import { useOneClick, type OneClickBet } from './one-click-store';

/** A refused one-click bet: the reason, and the live price in one tap (or the same bet again). */
function Refused({ bet, refusal }: { bet: OneClickBet; refusal: BetRefusal }) {
  const { message } = refusal;
  const t = useTexts();
  const retry = useOneClick((s) => s.retry);
  const quote = useLiveQuote(bet.selection);
  const offer = retryQuote(refusal.code, quote, bet);
  const kind = bet.selection.marketType;
  return (
    <>
      <p role="alert" className="one-click-status__refused">
        {t('oneClick.notPlaced', {
          message: refusalShown(t, message, refusal.code, refusal.values),
        })}
      </p>
      {refusal.code === 'BET_UNCONFIRMED' && (
        <button type="button" onClick={() => retry(bet.price, bet.line)}>
          {t('oneClick.checkAgain')}
        </button>
      )}
      {offer && (
        <button type="button" onClick={() => retry(offer.price, offer.line)}>
          {betAtText(t, formatPrice(kind, offer.price), offer.line)}
        </button>
      )}
    </>
  );
}

/** The one-click bet in progress: the in-play countdown, then "Matched at X" or the refusal. */
export function OneClickStatus() {
  const t = useTexts();
  const { bet, pending, result, ignoredTap, dismiss } = useOneClick();
  const inPlay = useOddsStore((s) => s.matchState === 'inplay');
  const delayMs = useInPlayDelayMs();
  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(dismiss, 4000);
    return () => clearTimeout(timer);
  }, [result, dismiss]);
  if (!bet) return null;
  const { selection: sel } = bet;
  return (
    <div className="one-click-status" role="status" data-testid="one-click-status">
      <p>
        {t('oneClick.bet', {
          side: t(`side.${sel.side}`),
          runner: bet.line === null ? sel.runnerName : `${sel.runnerName} (${bet.line})`,
          amount: formatCoins(formatCents(bet.stakeCents)),
          price: formatPrice(sel.marketType, bet.price),
        })}
      </p>
      {pending &&
        (inPlay && delayMs ? (
          <DelayCountdown startedAt={bet.sentAt} delayMs={delayMs} />
        ) : (
          <Spinner />
        ))}
      {pending && ignoredTap && <p>{t('oneClick.oneAtATime')}</p>}
      {result?.ok && <p className="one-click-status__matched">{result.text}</p>}
      {result?.ok === false && <Refused bet={bet} refusal={result} />}
      {!pending && (
        <button type="button" className="secondary" onClick={dismiss}>
          {t('oneClick.ok')}
        </button>
      )}
    </div>
  );
}
