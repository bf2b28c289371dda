import { useState, type FormEvent } from 'react';
import type { SaferLimit } from 'shared-api-types';
import { currentLanguage, formatCoins } from 'shared-auth';
import { useTexts, type SaferKey } from '../../i18n/safer/safer-texts';
import { cancelPending, setLimit } from './api/safer-calls';
import { localTime } from './local-time';
import { useLimitWrite } from './use-limit-write';

const WHOLE_COINS = /^\s*\d{1,12}\s*$/;

export const KIND_LABEL: Record<SaferLimit['kind'], SaferKey> = {
  daily: 'safer.kind.daily',
  weekly: 'safer.kind.weekly',
  monthly: 'safer.kind.monthly',
  stake: 'safer.kind.stake',
};

/** One limit: in force, its pending change (cancellable), a new amount, Remove. */
export function LimitRow({ limit, timeZone }: { limit: SaferLimit; timeZone: string }) {
  const t = useTexts();
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const save = useLimitWrite((value: string | null) => setLimit(limit.kind, value));
  const cancel = useLimitWrite(() => cancelPending(limit.kind));
  const label = t(KIND_LABEL[limit.kind]);
  const id = `limit-${limit.kind}`;
  const error = invalid ? t('safer.amountInvalid') : (save.error ?? cancel.error)?.message;

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
    save.mutate(value, { onSuccess: () => setAmount('') });
  };
  const sendCancel = () => {
    save.reset();
    setInvalid(false);
    cancel.mutate();
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
          {pending.amount
            ? t('safer.pendingAmount', {
                amount: formatCoins(pending.amount),
                time: localTime(pending.effectiveAt, timeZone, currentLanguage()),
              })
            : t('safer.pendingRemove', {
                time: localTime(pending.effectiveAt, timeZone, currentLanguage()),
              })}{' '}
          <button type="button" disabled={cancel.isPending} onClick={sendCancel}>
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
