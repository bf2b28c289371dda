import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  effectiveMaxStake,
  formatCoins,
  newIdempotencyKey,
  useSessionStore,
  useStakeLimit,
  useStakeSettings,
} from 'shared-auth';
import { Spinner } from 'shared-ui';
import { formatCents } from 'shared-maths/money';
import { formatPrice } from 'shared-maths';
import { useInPlayDelayMs } from '../../lib/bet-delay/bet-delay-query';
import { DelayCountdown } from '../../components/delay-countdown';
import { OddsStepper } from '../../components/odds-stepper';
import { SheetBackdrop } from '../../components/sheet-backdrop';
import { retryQuote, useLiveQuote } from '../../lib/bet-delay/live-quote';
import { useOddsStore } from '../../lib/odds/odds-store';
import { placeBet } from '../../lib/bets/api/place-bet';
import { afterBetPlaced, betRequest, placedText } from '../../lib/bets/bet-request';
import { aboveMax, stakeCentsOf } from 'shared-maths/stake-input';
import { betAtText, refusalShown, useTexts } from '../../i18n/texts';
import { SlipMatchNow } from './slip-match-now';
import { SlipPreview } from './slip-preview';
import { insufficientText, stakeProblem } from './slip-checks';
import { useSlipMoney } from './use-slip-money';
import { useSlipStore, type SlipSelection } from '../../lib/bets/slip-store';
import './bet-slip.css';
import { ErrorLine } from '../../components/error-line';

const trimCoins = (s: string): string => s.replace(/\.00$/, '');

/** The bet-slip modal: stake, odds (typed or stepped), the money at the matched prices, Place. */
export function BetSlip({ selection }: { selection: SlipSelection }) {
  const close = useSlipStore((s) => s.close);
  const showSuccess = useSlipStore((s) => s.showSuccess);
  const { settings, loaded, load } = useStakeSettings();
  const { limit, load: loadLimit } = useStakeLimit();
  const available = useSessionStore((s) => s.balance?.available ?? null);
  const [price, setPrice] = useState(selection.price);
  const [line, setLine] = useState(selection.line);
  const [stake, setStake] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [priceNote, setPriceNote] = useState<{ text: string; fault: boolean } | null>(null);
  const [keep, setKeep] = useState(false);
  const t = useTexts();
  const type = selection.marketType;
  const exchange = type === 'odds' || type === 'toss';
  const priceLabel = exchange ? t('slip.odds') : t('slip.rate');
  const placing = useMutation({
    mutationFn: (bet: { price: number; line: number | null; stake: number; key: string }) =>
      placeBet(
        betRequest(
          selection,
          bet.price,
          bet.line,
          bet.stake,
          exchange ? (keep ? 'keep' : 'lapse') : undefined,
        ),
        bet.key,
      ),
  });
  const busy = placing.isPending;
  // when the bet was sent, while the server answers: the in-play countdown runs from it
  const sentAt = busy ? placing.submittedAt : null;
  const stakeCents = stakeCentsOf(stake);
  const money = useSlipMoney({ ...selection, line }, price, stakeCents);
  const refusal =
    placing.data?.ok === false
      ? (insufficientText(t, placing.data, money.needed, available) ??
        refusalShown(t, placing.data.message, placing.data.code, placing.data.values))
      : null;
  const error = problem ?? (priceNote?.fault ? priceNote.text : null) ?? refusal;
  const inPlay = useOddsStore((s) => s.matchState === 'inplay');
  const delayMs = useInPlayDelayMs();
  const quote = useLiveQuote(selection);
  useEffect(() => {
    if (!loaded) void load();
  }, [loaded, load]);
  useEffect(() => void loadLimit(), [loadLimit]);

  // One key per bet: pressing Place Bet again with the same details after a lost reply cannot
  // make a second bet; changing the price or stake is a new bet with a new key.
  const key = useMemo(newIdempotencyKey, [selection, price, line, stakeCents, keep]);
  const maxStake = effectiveMaxStake(settings.maxStake, limit);
  const limits = { minStake: settings.minStake, ...maxStake };

  const send = async (atPrice: number, atLine: number | null, sendKey: string): Promise<void> => {
    const local = (priceNote?.fault ? priceNote.text : null) ?? stakeProblem(t, stake, limits);
    if (local) return setProblem(local);
    setProblem(null);
    const outcome = await placing.mutateAsync({
      price: atPrice,
      line: atLine,
      stake: stakeCents,
      key: sendKey,
    });
    if (!outcome.ok) return;
    close();
    // The server matches at the best live price, which may be better than the slip's.
    showSuccess(placedText(selection, stakeCents, outcome));
    afterBetPlaced(selection.matchId);
  };
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    void send(price, line, key);
  };
  const offer =
    placing.data?.ok === false && !problem && !busy
      ? retryQuote(placing.data.code, quote, { price, line })
      : null;
  const takeOffer = (): void => {
    if (!offer) return;
    setPrice(offer.price);
    setLine(offer.line);
    void send(offer.price, offer.line, newIdempotencyKey());
  };
  const layish = selection.side === 'lay' || selection.side === 'no';

  return (
    <SheetBackdrop onDismiss={() => !busy && close()}>
      <form
        role="dialog"
        aria-modal="true"
        aria-label={t('slip.label')}
        className={`sheet slip slip--${selection.side}`}
        onSubmit={submit}
      >
        <h2 className="slip__title">
          {t(`side.${selection.side}`)} {selection.runnerName}
          {line !== null && <span> ({line})</span>}
          {type !== 'session' && (
            <span className="slip__market">
              {' '}
              · {t(`slip.market.${type}` as 'slip.market.odds')}
            </span>
          )}
        </h2>
        <div className="slip__row">
          <span>{priceLabel}</span>
          {exchange ? (
            <OddsStepper
              className="slip__stepper"
              price={price}
              setPrice={setPrice}
              onNote={(text, fault = false) => setPriceNote(text ? { text, fault } : null)}
              label={priceLabel}
              lowerLabel={t('slip.lowerOdds')}
              higherLabel={t('slip.higherOdds')}
              testId="slip-odds"
            />
          ) : (
            <output aria-label={priceLabel} data-testid="slip-odds">
              {formatPrice(type, price)}
            </output>
          )}
        </div>
        {priceNote && !priceNote.fault && <p className="slip__note">{priceNote.text}</p>}
        <label className="slip__row">
          <span>{t('orders.stake')}</span>
          <input
            inputMode="decimal"
            aria-label={t('orders.stake')}
            value={stake}
            onChange={(e) => {
              setProblem(null);
              setStake(e.target.value);
            }}
            autoFocus
          />
        </label>
        <div className="slip__quick">
          {settings.quickStakes.map((q) => (
            <button
              type="button"
              className="secondary"
              key={q}
              disabled={aboveMax(q, maxStake.max)}
              onClick={() => setStake(trimCoins(q))}
            >
              {trimCoins(q)}
            </button>
          ))}
        </div>
        <p className="slip__limits" data-testid="slip-limits">
          {t('slip.limits', {
            min: formatCoins(settings.minStake),
            max: formatCoins(maxStake.max),
          })}
          {maxStake.own && <span> ({t('slip.ownLimit')})</span>}
        </p>
        {exchange && <SlipMatchNow type={type} book={money.book} price={price} />}
        {layish && stakeCents > 0 && (
          <p className="slip__liability" data-testid="slip-liability">
            {t('slip.liability', { amount: formatCoins(formatCents(money.liability)) })}
          </p>
        )}
        {type === 'odds' && (
          <label className="slip__keep">
            <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
            {t('slip.keepInPlay')}
          </label>
        )}
        <SlipPreview selection={selection} rows={money.rows} />
        {sentAt !== null && inPlay && delayMs !== null && delayMs > 0 && (
          <DelayCountdown startedAt={sentAt} delayMs={delayMs} />
        )}
        <ErrorLine className="slip__error" text={error} />
        {offer && (
          <button type="button" className="slip__retry" onClick={takeOffer}>
            {betAtText(t, formatPrice(type, offer.price), offer.line)}
          </button>
        )}
        <div className="slip__actions">
          <button type="button" className="secondary" onClick={close} disabled={busy}>
            {t('orders.cancel')}
          </button>
          <button type="submit" disabled={busy}>
            {busy ? <Spinner /> : t('slip.place')}
          </button>
        </div>
      </form>
    </SheetBackdrop>
  );
}
