import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AnswerLimitPromptRequest } from 'shared-api-types';
import { notifySuccess } from 'shared-auth';
import { refreshSaferStatus, selectLimitPrompt, useSaferStatus } from '../../lib/safer-status';
import { useTexts } from '../../i18n/safer/safer-texts';
import { answerLimitPrompt } from './api/safer-calls';
import { HelpSection } from './help-section';
import 'shared-ui/visually-hidden.css';
import './safer-gambling.css';

const WHOLE_COINS = /^\s*\d{1,12}\s*$/;
type LossKind = 'daily' | 'weekly' | 'monthly';
const KINDS: LossKind[] = ['daily', 'weekly', 'monthly'];

/**
 * The loss limit question (docs/safer-gambling.md, A limit by default): at the first login and
 * 6 months after each answer. Setting a limit is the default choice (an amount the player types,
 * no preset amounts); going on without one is an active step: choose it, then confirm it.
 */
export function LimitPromptModal() {
  const t = useTexts();
  const id = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const prompt = useSaferStatus(selectLimitPrompt);
  const [choice, setChoice] = useState<'set' | 'none'>('set');
  const [kind, setKind] = useState<LossKind>('daily');
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const send = useMutation({
    mutationFn: answerLimitPrompt,
    onSuccess: ({ message }) => {
      useSaferStatus.getState().setLimitPrompt(null);
      void client.invalidateQueries({ queryKey: ['safer'] });
      void refreshSaferStatus();
      if (message) notifySuccess(message);
    },
  });
  if (!prompt) return null;
  const review = prompt === 'review';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let request: AnswerLimitPromptRequest;
    if (review) request = { Answer: 'Reviewed' };
    else if (choice === 'none') request = { Answer: 'OptOut' };
    else {
      const ok = WHOLE_COINS.test(amount) && Number(amount) > 0;
      setInvalid(!ok);
      if (!ok) return;
      request = { Answer: 'Set', Kind: kind, Amount: amount.trim() };
    }
    send.mutate(request);
  };
  const error = invalid ? t('safer.amountInvalid') : send.error?.message;
  return (
    <div className="modal-backdrop">
      <form
        className="modal safer-prompt"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onSubmit={submit}
        noValidate
      >
        <h2 id={`${id}-title`}>{t(review ? 'prompt.reviewTitle' : 'prompt.title')}</h2>
        <p>{t(`prompt.intro.${prompt}`)}</p>
        {review ? (
          <button
            type="button"
            onClick={() => {
              send.mutate({ Answer: 'Reviewed' });
              navigate('/safer-gambling');
            }}
          >
            {t('prompt.open')}
          </button>
        ) : (
          <fieldset className="safer-choices">
            <legend className="visually-hidden">{t('prompt.title')}</legend>
            <label>
              <input
                type="radio"
                name={`${id}-choice`}
                checked={choice === 'set'}
                onChange={() => setChoice('set')}
              />
              {t('prompt.set')}
            </label>
            {choice === 'set' && (
              <div className="safer-prompt__limit">
                <label>
                  {t('prompt.period')}
                  <select value={kind} onChange={(e) => setKind(e.target.value as LossKind)}>
                    {KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`safer.kind.${k}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  {t('prompt.amount')}
                  <input
                    inputMode="numeric"
                    autoComplete="off"
                    value={amount}
                    aria-invalid={invalid || undefined}
                    onChange={(e) => setAmount(e.target.value)}
                  />
                </label>
              </div>
            )}
            <label>
              <input
                type="radio"
                name={`${id}-choice`}
                checked={choice === 'none'}
                onChange={() => setChoice('none')}
              />
              {t('prompt.none')}
            </label>
          </fieldset>
        )}
        {error && (
          <p role="alert" className="safer-error">
            {error}
          </p>
        )}
        <button type="submit" disabled={send.isPending}>
          {t(review ? 'prompt.keep' : choice === 'set' ? 'prompt.submitSet' : 'prompt.submitNone')}
        </button>
        <HelpSection />
      </form>
    </div>
  );
}
