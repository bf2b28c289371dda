import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { UnmatchedBet } from 'shared-api-types';
import { formatCoins, newIdempotencyKey } from 'shared-auth';
import { formatPrice, parsePrice } from 'shared-maths';
import { formatCents, tryParseCents } from 'shared-maths/money';
import { Spinner } from 'shared-ui';
import { ErrorLine } from '../../components/error-line';
import { OddsStepper } from '../../components/odds-stepper';
import { SheetBackdrop } from '../../components/sheet-backdrop';
import { refusalShown, useTexts } from '../../i18n/texts';
import { readStake } from 'shared-maths/stake-input';
import { stakeFaultText } from '../../lib/bets/stake-fault';
import { cancelBet, updateBet } from '../../lib/orders/api/orders';
import { planEdit } from './edit-plan';
import type { LadderSide } from './ladder-row';

export interface LadderEditProps {
  runnerName: string;
  side: LadderSide;
  /** The price the orders wait at (odds text). */
  price: string;
  /** The player's waiting orders there, oldest first. */
  orders: readonly UnmatchedBet[];
  /** Done (with the toast) or closed. */
  onClose: (done: string | null) => void;
}

/**
 * Your orders at one price of the ladder (opened by a long press on them, or E / the context
 * menu key): a new price (UpdateBet: they queue again there) and / or a smaller stake (the
 * newest orders cut first), the API's refusals in the player's language.
 */
export function LadderEdit({ runnerName, side, price, orders, onClose }: LadderEditProps) {
  const t = useTexts();
  const asked = parsePrice('odds', price) ?? 0;
  const total = orders.reduce((a, o) => a + (tryParseCents(o.remaining) ?? 0), 0);
  const [to, setTo] = useState(asked);
  const [stake, setStake] = useState(formatCents(total));
  const [problem, setProblem] = useState<string | null>(null);
  const [priceFault, setPriceFault] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const read = readStake(stake);
  const toText = formatPrice('odds', to);
  // one key an order and a change: a second Save after a lost reply writes nothing twice
  const keys = useRef({ change: '', of: new Map<string, string>() });
  const keyOf = (id: string): string => {
    const change = `${toText}|${stake}`;
    if (keys.current.change !== change) keys.current = { change, of: new Map() };
    const of = keys.current.of;
    if (!of.has(id)) of.set(id, newIdempotencyKey());
    return of.get(id) ?? '';
  };
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const save = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (priceFault) return setProblem(priceFault);
    if (!read.ok) return setProblem(stakeFaultText(t, read.fault, true));
    const plan = planEdit(orders, price, toText, read.cents);
    if (!plan.ok)
      return setProblem(
        plan.fault === 'tooBig'
          ? t('orders.stakeTooBig', { amount: formatCoins(formatCents(total)) })
          : plan.fault === 'zero'
            ? t('orders.stakeZero')
            : t('orders.noChange'),
      );
    setProblem(null);
    setBusy(true);
    const outcomes = await Promise.all(
      plan.writes.map((w) =>
        w.kind === 'cancel'
          ? cancelBet(w.betId, keyOf(w.betId))
          : updateBet(w.change, keyOf(w.change.BetId)),
      ),
    );
    setBusy(false);
    const refused = outcomes.find((o) => !o.ok);
    if (refused && !refused.ok) return setProblem(refusalShown(t, refused.message));
    onClose(
      t('ladder.edited', {
        runner: runnerName,
        price: toText,
        amount: formatCoins(formatCents(read.cents)),
      }),
    );
  };

  return (
    <SheetBackdrop onDismiss={() => !busy && onClose(null)}>
      <form
        role="dialog"
        aria-modal="true"
        aria-label={t(side === 'back' ? 'ladder.editBack' : 'ladder.editLay', {
          runner: runnerName,
          price,
        })}
        className="sheet ladder-edit"
        data-testid="ladder-edit"
        onSubmit={(e) => void save(e)}
        onKeyDown={(e) => e.key === 'Escape' && !busy && onClose(null)}
      >
        <h2 className="ladder-edit__title">
          {t(side === 'back' ? 'ladder.editBack' : 'ladder.editLay', { runner: runnerName, price })}
        </h2>
        <div className="ladder-edit__field">
          <span>{t('orders.price')}</span>
          <OddsStepper
            className="ladder-edit__stepper"
            price={to}
            setPrice={setTo}
            onNote={(note, fault = false) => {
              setPriceFault(fault ? note : null);
              setProblem(note);
            }}
            label={t('orders.price')}
            lowerLabel={t('orders.lowerPrice')}
            higherLabel={t('orders.higherPrice')}
            testId="ladder-edit-price"
          />
        </div>
        <label className="ladder-edit__field">
          <span>{t('orders.stake')}</span>
          <input
            ref={first}
            inputMode="decimal"
            value={stake}
            data-testid="ladder-edit-stake"
            aria-describedby="ladder-edit-hint"
            onChange={(e) => {
              setProblem(null);
              setStake(e.target.value);
            }}
          />
        </label>
        <p className="ladder-edit__hint" id="ladder-edit-hint">
          {t('orders.stakeHint', { amount: formatCoins(formatCents(total)) })}
        </p>
        <ErrorLine className="ladder__error" text={problem} />
        <div className="ladder-edit__actions">
          <button type="button" className="secondary" onClick={() => !busy && onClose(null)}>
            {t('orders.close')}
          </button>
          <button type="submit" disabled={busy}>
            {busy ? <Spinner /> : t('orders.save')}
          </button>
        </div>
      </form>
    </SheetBackdrop>
  );
}
