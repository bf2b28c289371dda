import { useWelcomeStore } from '../features/login/welcome-store';
import { selectLimitPrompt, useSaferStatus } from '../lib/safer-status';
import { useComponentWhen } from './use-component-when';

const loadModal = () =>
  import('../features/safer-gambling/limit-prompt-modal').then((m) => m.LimitPromptModal);

/**
 * The loss limit question, its code loaded once one is waiting (as ReminderSlot does); shown once
 * the welcome modal is closed, one dialog at a time.
 */
export function LimitPromptSlot() {
  const waiting = useSaferStatus(selectLimitPrompt) !== null;
  const welcomeOpen = useWelcomeStore((s) => s.open);
  const Modal = useComponentWhen(waiting, loadModal);
  return Modal && !welcomeOpen ? <Modal /> : null;
}
