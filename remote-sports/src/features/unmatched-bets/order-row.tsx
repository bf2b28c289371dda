import { useMutation } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import type { UnmatchedBet } from 'shared-api-types';
import { formatCoins, newIdempotencyKey } from 'shared-auth';
import { formatPrice, parsePrice } from 'shared-maths';
import { formatCents, tryParseCents } from 'shared-maths/money';
import { readStake } from 'shared-maths/stake-input';
import { stakeFaultText } from '../../lib/bets/stake-fault';
import { Spinner } from 'shared-ui';
import { OddsStepper } from '../../components/odds-stepper';
import { refusalShown, useTexts } from '../../i18n/texts';
import { cancelBet, updateBet, type OrderWriteOutcome } from '../../lib/orders/api/orders';
import { orderText } from './order-text';
import { ErrorLine } from '../../components/error-line';

/**
 * What the row tells the panel after a write: the orders that leave the list by it (a cancel, a
 * new price: the panel tells those itself) and the toast text.
 */
export type AfterWrite = (leaving: string[], toast: string) => void;

/** A smaller stake and/or a new price (on the Betfair ladder) for one waiting order. */
function OrderEditor({
  order,
  onDone,
  onClose,
}: {
  order: UnmatchedBet;
  onDone: AfterWrite;
  onClose: () => void;
}) {
  const t = useTexts();
  const asked = parsePrice('odds', order.price) ?? 0;
  const remaining = tryParseCents(order.remaining) ?? 0;
  const [price, setPrice] = useState(asked);
  const [stake, setStake] = useState(order.remaining);
  const [problem, setProblem] = useState<string | null>(null);
  const [priceFault, setPriceFault] = useState<string | null>(null);
  const read = readStake(stake);
  const stakeCents = read.ok ? read.cents : 0;
  const priceText = formatPrice('odds', price);
  const key = useMemo(newIdempotencyKey, [price, stakeCents]);
  const saving = useMutation({
    mutationFn: (): Promise<OrderWriteOutcome> =>
      updateBet(
        {
          BetId: order.betId,
          ...(price !== asked ? { Price: priceText } : {}),
          ...(stakeCents !== remaining ? { Stake: formatCents(stakeCents) } : {}),
        },
        key,
      ),
  });
  const save = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const most = formatCoins(order.remaining);
    if (priceFault) return setProblem(priceFault);
    if (!read.ok) return setProblem(stakeFaultText(t, read.fault, true));
    if (stakeCents > remaining) return setProblem(t('orders.stakeTooBig', { amount: most }));
    if (price === asked && stakeCents === remaining) return setProblem(t('orders.noChange'));
    setProblem(null);
    const outcome = await saving.mutateAsync();
    if (!outcome.ok) return setProblem(refusalShown(t, outcome.message));
    onDone(
      price !== asked ? [order.betId] : [],
      t('orders.updated', { order: orderText({ ...order, price: priceText }) }),
    );
  };
  return (
    <form className="orders__editor" onSubmit={(e) => void save(e)}>
      <div className="orders__field">
        <span>{t('orders.price')}</span>
        <OddsStepper
          className="orders__stepper"
          price={price}
          setPrice={setPrice}
          onNote={(note, fault = false) => {
            setPriceFault(fault ? note : null);
            setProblem(note);
          }}
          label={t('orders.price')}
          lowerLabel={t('orders.lowerPrice')}
          higherLabel={t('orders.higherPrice')}
          testId="order-price"
        />
      </div>
      <label className="orders__field">
        <span>{t('orders.stake')}</span>
        <input
          inputMode="decimal"
          value={stake}
          aria-describedby={`order-hint-${order.betId}`}
          onChange={(e) => {
            setProblem(null);
            setStake(e.target.value);
          }}
        />
      </label>
      <p className="orders__hint" id={`order-hint-${order.betId}`}>
        {t('orders.stakeHint', { amount: formatCoins(order.remaining) })}
      </p>
      <ErrorLine className="orders__error" text={problem} />
      <div className="orders__actions">
        <button type="button" className="secondary" onClick={onClose}>
          {t('orders.close')}
        </button>
        <button type="submit" disabled={saving.isPending}>
          {saving.isPending ? <Spinner /> : t('orders.save')}
        </button>
      </div>
    </form>
  );
}

/** One waiting order: what it is, matched and waiting parts, Edit and Cancel. */
export function OrderRow({ order, onDone }: { order: UnmatchedBet; onDone: AfterWrite }) {
  const t = useTexts();
  const [editing, setEditing] = useState(false);
  // one key per order: a second tap after a lost reply cancels nothing twice
  const key = useMemo(newIdempotencyKey, [order.betId]);
  const cancelling = useMutation({ mutationFn: () => cancelBet(order.betId, key) });
  const label = orderText(order);
  const refusal = cancelling.data?.ok === false ? refusalShown(t, cancelling.data.message) : null;
  const cancel = async (): Promise<void> => {
    const outcome = await cancelling.mutateAsync();
    if (outcome.ok)
      onDone(
        [order.betId],
        t('orders.cancelled', { order: label, amount: formatCoins(order.remaining) }),
      );
  };
  return (
    <li className={`orders__item orders__item--${order.side}`} data-testid={`order-${order.betId}`}>
      <p className="orders__what">
        <b>{label}</b>
        {order.persistence === 'keep' && <span className="orders__keep">{t('orders.keep')}</span>}
      </p>
      <p className="orders__parts">
        {order.matched !== '0.00' && (
          <span>{t('orders.matched', { amount: formatCoins(order.matched) })}</span>
        )}
        <span>{t('orders.waiting', { amount: formatCoins(order.remaining) })}</span>
      </p>
      {!editing && (
        <div className="orders__actions">
          <button
            type="button"
            className="secondary"
            aria-label={t('orders.editLabel', { order: label })}
            onClick={() => setEditing(true)}
          >
            {t('orders.edit')}
          </button>
          <button
            type="button"
            aria-label={t('orders.cancelLabel', { order: label })}
            disabled={cancelling.isPending}
            onClick={() => void cancel()}
          >
            {cancelling.isPending ? <Spinner /> : t('orders.cancel')}
          </button>
        </div>
      )}
      <ErrorLine className="orders__error" text={refusal} />
      {editing && (
        <OrderEditor
          order={order}
          onDone={(leaving, toast) => {
            setEditing(false);
            onDone(leaving, toast);
          }}
          onClose={() => setEditing(false)}
        />
      )}
    </li>
  );
}
