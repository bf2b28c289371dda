import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { TakeBreakRequest } from 'shared-api-types';
import { navigateTo, notifySuccess } from 'shared-auth';
import { useTexts, type SaferKey } from '../../i18n/safer/safer-texts';
import { takeBreak } from './api/safer-calls';
import { HelpSection } from './help-section';
import { RadioChoices } from './radio-choices';
import 'shared-ui/visually-hidden.css';

type Kind = TakeBreakRequest['Kind'];
type Period = '24h' | '7d' | '30d' | '6w' | '6m' | '1y' | '5y';

const PERIODS: Record<Kind, readonly Period[]> = {
  TimeOut: ['24h', '7d', '30d', '6w'],
  SelfExclusion: ['6m', '1y', '5y'],
};

const TEXT: Record<Kind, { title: SaferKey; rule: SaferKey; button: SaferKey; confirm: SaferKey }> =
  {
    TimeOut: {
      title: 'safer.timeOut',
      rule: 'safer.timeOutRule',
      button: 'safer.timeOutButton',
      confirm: 'safer.timeOutConfirm',
    },
    SelfExclusion: {
      title: 'safer.selfExclusion',
      rule: 'safer.selfExclusionRule',
      button: 'safer.selfExclusionButton',
      confirm: 'safer.selfExclusionConfirm',
    },
  };

/**
 * A time-out or a self-exclusion: the length, (the password,) then a confirmation. The server
 * ends every session of the player; this tab goes to the login page with its sentence.
 */
export function BreakForm({ kind }: { kind: Kind }) {
  const t = useTexts();
  const id = useId();
  const [period, setPeriod] = useState<Period>(PERIODS[kind][0] ?? '24h');
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [missing, setMissing] = useState(false);
  const text = TEXT[kind];
  const send = useMutation({
    mutationFn: takeBreak,
    onSuccess: ({ message }) => {
      navigateTo('/');
      notifySuccess(message);
    },
    onError: () => setConfirming(false),
  });
  const withPassword = kind === 'SelfExclusion';

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = withPassword && password === '';
    setMissing(empty);
    if (!empty) setConfirming(true);
  };
  const error = missing ? t('safer.passwordMissing') : send.error?.message;
  return (
    <form className="safer-box" onSubmit={ask} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{t(text.title)}</h3>
      <p className="safer-note">{t(text.rule)}</p>
      <RadioChoices
        name={`${id}-period`}
        legend={<legend className="visually-hidden">{t('safer.period')}</legend>}
        options={PERIODS[kind]}
        value={period}
        onChange={setPeriod}
        label={(p) => t(`safer.period.${p}`)}
        disabled={confirming || send.isPending}
      />
      {withPassword && (
        <p className="safer-field">
          <label htmlFor={`${id}-password`}>{t('safer.password')}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            disabled={confirming || send.isPending}
            aria-invalid={missing || undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
        </p>
      )}
      {error && (
        <p role="alert" className="safer-error">
          {error}
        </p>
      )}
      {confirming ? (
        <div className="safer-confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>{t(text.confirm, { period: t(`safer.period.${period}`) })}</p>
          <button
            type="button"
            className="safer-danger"
            disabled={send.isPending}
            onClick={() =>
              send.mutate({
                Kind: kind,
                Period: period,
                ...(withPassword ? { Password: password } : {}),
              })
            }
          >
            {t('safer.confirm')}
          </button>
          <button type="button" disabled={send.isPending} onClick={() => setConfirming(false)}>
            {t('safer.keep')}
          </button>
          <HelpSection />
        </div>
      ) : (
        <button type="submit" className="safer-danger">
          {t(text.button)}
        </button>
      )}
    </form>
  );
}

const TIME_OUT: Kind = 'TimeOut';
const SELF_EXCLUSION: Kind = 'SelfExclusion';
export const TimeOutForm = () => <BreakForm kind={TIME_OUT} />;
export const SelfExclusionForm = () => <BreakForm kind={SELF_EXCLUSION} />;
