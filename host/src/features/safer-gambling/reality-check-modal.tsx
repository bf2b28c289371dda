import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError, formatCoins, logout } from 'shared-auth';
import { refreshSaferStatus, selectReminderDue, useSaferStatus } from '../../lib/safer-status';
import { useTexts } from '../../i18n/safer/safer-texts';
import { answerRealityCheck } from './api/safer-calls';
import { HelpSection } from './help-section';
import './safer-gambling.css';

type Choice = 'continue' | 'statement' | 'logOut';

/**
 * The session reminder, shown while the server says one is due (shared-auth polls GetStatus and
 * reads again when it falls due or the account stream moves). An answer in any tab closes it in
 * the others: the server publishes it on the account topic. "See my statement" counts as Continue.
 */
export function RealityCheckModal() {
  const t = useTexts();
  const navigate = useNavigate();
  const due = useSaferStatus(selectReminderDue);
  const reminder = useSaferStatus((s) => s.reminder);
  const readAt = useSaferStatus((s) => s.readAt);
  const answer = useMutation({
    mutationFn: (choice: Choice) => answerRealityCheck(choice === 'logOut' ? 'LogOut' : 'Continue'),
    onSuccess: ({ data }, choice) => {
      if (choice === 'logOut') return void logout();
      useSaferStatus.getState().setReminder(data);
      if (choice === 'statement') navigate('/statement');
    },
    // Answered meanwhile in another tab ("No session reminder is waiting"): read the truth.
    onError: (error) => {
      if (error instanceof ApiError && error.failure === 'refused') void refreshSaferStatus();
    },
  });
  if (!due || !reminder) return null;
  const seconds = reminder.sessionSeconds + Math.floor((Date.now() - readAt) / 1000);
  const minutes = Math.floor(seconds / 60);
  const duration = t('reminder.hoursMinutes', {
    hours: Math.floor(minutes / 60),
    minutes: minutes % 60,
  });
  const net = reminder.netResult;
  return (
    <div className="modal-backdrop">
      <div
        className="modal safer-reminder"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="reminder-title"
        aria-describedby="reminder-body"
      >
        <h2 id="reminder-title">{t('reminder.title')}</h2>
        <div id="reminder-body">
          <p>{t('reminder.length', { duration })}</p>
          <p>
            <span className={net.startsWith('-') ? 'amount-neg' : undefined}>
              {t('reminder.net', { amount: formatCoins(net) })}
            </span>
          </p>
        </div>
        {answer.error && (
          <p role="alert" className="safer-error">
            {answer.error.message}
          </p>
        )}
        <div className="safer-reminder__buttons">
          <button
            type="button"
            autoFocus
            disabled={answer.isPending}
            onClick={() => answer.mutate('continue')}
          >
            {t('reminder.continue')}
          </button>
          <button
            type="button"
            disabled={answer.isPending}
            onClick={() => answer.mutate('statement')}
          >
            {t('reminder.statement')}
          </button>
          <button type="button" disabled={answer.isPending} onClick={() => answer.mutate('logOut')}>
            {t('reminder.logOut')}
          </button>
        </div>
        <HelpSection />
      </div>
    </div>
  );
}
