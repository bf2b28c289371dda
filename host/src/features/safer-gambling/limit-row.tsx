import { useState, type FormEvent } from 'react';
import type { SaferLimit, SaferPendingChange } from 'shared-api-types';
import { currentLanguage, formatCoins, type TextFn } from 'shared-auth';
import { useTexts, type SaferKey } from '../../i18n/safer/safer-texts';
import { cancelPending, confirmPending, setLimit } from './api/safer-calls';
import { localTime } from './local-time';
import { useLimitWrite } from './use-limit-write';

const WHOLE_COINS = /^\s*\d{1,12}\s*$/;

export const KIND_LABEL: Record<SaferLimit['kind'], SaferKey> = {
  daily: 'safer.kind.daily',
  weekly: 'safer.kind.weekly',
  monthly: 'safer.kind.monthly',
  stake: 'safer.kind.stake',
};

/** A pending raise or removal: from when it can be confirmed, or that it can be now. */
function pendingText(t: TextFn<SaferKey>, pending: SaferPendingChange, timeZone: string): string {
  const time = localTime(pending.confirmFrom, timeZone, currentLanguage());
  if (pending.amount === null)
    return pending.canConfirm ? t('safer.pendingRemoveReady') : t('safer.pendingRemove', { time });
  const amount = formatCoins(pending.amount);
  return pending.canConfirm
    ? t('safer.pendingAmountReady', { amount })
    : t('safer.pendingAmount', { amount, time });
}

/** One limit: in force, its pending change (confirm once it may be, cancel), a new amount, Remove. */
export function LimitRow({ limit, timeZone }: { limit: SaferLimit; timeZone: string }) {
  const t = useTexts();
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const save = useLimitWrite((value: string | null) => setLimit(limit.kind, value));
  const cancel = useLimitWrite(() => cancelPending(limit.kind));
  const confirm = useLimitWrite(() => confirmPending(limit.kind));
  const busy = cancel.isPending || confirm.isPending;
  const label = t(KIND_LABEL[limit.kind]);
  const id = `limit-${limit.kind}`;
  const error = invalid
    ? t('safer.amountInvalid')
    : (save.error ?? cancel.error ?? confirm.error)?.message;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ok = WHOLE_COINS.test(amount) && Number(amount) > 0;
    setInvalid(!ok);
    if (ok) sendAmount(amount.trim());
  };
  // one sentence under the row: each write clears the other's old refusal (a later Set
  // succeeding must not leave a failed Cancel's sentence behind)
  const sendAmount = (value: string | null) => {
    cancel.reset();
    confirm.reset();
    save.mutate(value, { onSuccess: () => setAmount('') });
  };
  const sendCancel = () => {
    save.reset();
    confirm.reset();
    setInvalid(false);
    cancel.mutate();
  };
  const sendConfirm = () => {
    save.reset();
    cancel.reset();
    setInvalid(false);
    confirm.mutate();
  };
  const pending = limit.pending;
  return (
    <li className="safer-limit" aria-labelledby={`${id}-name`}>
      <div className="safer-limit__head">
        <h4 id={`${id}-name`}>{label}</h4>
        <strong data-testid={`${id}-amount`}>
          {limit.amount
            ? t('safer.coins', { amount: formatCoins(limit.amount) })
            : t('safer.noLimit')}
        </strong>
      </div>
      {pending && (
        <p className="safer-limit__pending" data-testid={`${id}-pending`}>
          {pendingText(t, pending, timeZone)}{' '}
          {pending.canConfirm && (
            <button type="button" disabled={busy} onClick={sendConfirm}>
              {t('safer.confirmPending')}
            </button>
          )}
          <button type="button" disabled={busy} onClick={sendCancel}>
            {t('safer.cancelPending')}
          </button>
        </p>
      )}
      <form className="safer-limit__form" onSubmit={submit} noValidate>
        <label htmlFor={id}>{t('safer.newAmount', { limit: label.toLowerCase() })}</label>
        <div className="safer-limit__inputs">
          <input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            aria-invalid={invalid || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setAmount(e.target.value)}
          />
          <button type="submit" disabled={save.isPending}>
            {t('safer.save')}
          </button>
          {limit.amount && (
            <button type="button" disabled={save.isPending} onClick={() => sendAmount(null)}>
              {t('safer.remove')}
            </button>
          )}
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="safer-error">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}
