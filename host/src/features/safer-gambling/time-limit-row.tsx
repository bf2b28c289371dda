import { useState, type FormEvent } from 'react';
import type { SaferTimeLimit } from 'shared-api-types';
import { currentLanguage } from 'shared-auth';
import { useTexts } from '../../i18n/safer/safer-texts';
import { cancelPending, confirmPending, setTimeLimit } from './api/safer-calls';
import { localTime } from './local-time';
import { useLimitWrite } from './use-limit-write';

const WHOLE_MINUTES = /^\s*\d{1,4}\s*$/;

/** The daily time limit: in force, its pending raise (confirm once it may be, cancel), a new one. */
export function TimeLimitRow({ limit, timeZone }: { limit: SaferTimeLimit; timeZone: string }) {
  const t = useTexts();
  const [minutes, setMinutes] = useState('');
  const [invalid, setInvalid] = useState(false);
  const save = useLimitWrite((value: number | null) => setTimeLimit(value));
  const cancel = useLimitWrite(() => cancelPending('time'));
  const confirm = useLimitWrite(() => confirmPending('time'));
  const busy = save.isPending || cancel.isPending || confirm.isPending;
  const error = invalid
    ? t('safer.minutesInvalid')
    : (save.error ?? cancel.error ?? confirm.error)?.message;
  const duration = (m: number) =>
    t('reminder.hoursMinutes', { hours: Math.floor(m / 60), minutes: m % 60 });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(minutes);
    const ok = WHOLE_MINUTES.test(minutes) && value >= 1 && value <= 1440;
    setInvalid(!ok);
    if (ok) save.mutate(value, { onSuccess: () => setMinutes('') });
  };
  const pending = limit.pending;
  let pendingText = '';
  if (pending) {
    const time = localTime(pending.confirmFrom, timeZone, currentLanguage());
    const amount = pending.minutes === null ? null : duration(pending.minutes);
    if (amount === null)
      pendingText = pending.canConfirm
        ? t('safer.pendingRemoveReady')
        : t('safer.pendingRemove', { time });
    else
      pendingText = pending.canConfirm
        ? t('safer.pendingTimeReady', { amount })
        : t('safer.pendingTime', { amount, time });
  }
  return (
    <li className="safer-limit" aria-labelledby="limit-time-name">
      <div className="safer-limit__head">
        <h4 id="limit-time-name">{t('safer.kind.time')}</h4>
        <strong data-testid="limit-time-amount">
          {limit.minutes === null ? t('safer.noLimit') : duration(limit.minutes)}
        </strong>
      </div>
      <p className="safer-note">{t('safer.timeLimitRule')}</p>
      {pending && (
        <p className="safer-limit__pending" data-testid="limit-time-pending">
          {pendingText}{' '}
          {pending.canConfirm && (
            <button type="button" disabled={busy} onClick={() => confirm.mutate()}>
              {t('safer.confirmPending')}
            </button>
          )}
          <button type="button" disabled={busy} onClick={() => cancel.mutate()}>
            {t('safer.cancelPending')}
          </button>
        </p>
      )}
      <form className="safer-limit__form" onSubmit={submit} noValidate>
        <label htmlFor="limit-time">{t('safer.newMinutes')}</label>
        <div className="safer-limit__inputs">
          <input
            id="limit-time"
            inputMode="numeric"
            autoComplete="off"
            value={minutes}
            aria-invalid={invalid || undefined}
            aria-describedby={error ? 'limit-time-error' : undefined}
            onChange={(e) => setMinutes(e.target.value)}
          />
          <button type="submit" disabled={busy}>
            {t('safer.save')}
          </button>
          {limit.minutes !== null && (
            <button type="button" disabled={busy} onClick={() => save.mutate(null)}>
              {t('safer.remove')}
            </button>
          )}
        </div>
        {error && (
          <p id="limit-time-error" role="alert" className="safer-error">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}
