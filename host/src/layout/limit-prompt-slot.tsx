import { useEffect, useState, type ComponentType } from 'react';
import { SAFER_POLL_MS } from '../lib/follow-safer-status';
import { useWelcomeStore } from '../features/login/welcome-store';
import { selectLimitPrompt, useSaferStatus } from '../lib/safer-status';

/**
 * The loss limit question, its code loaded once one is waiting (as ReminderSlot does); shown once
 * the welcome modal is closed, one dialog at a time.
 */
export function LimitPromptSlot() {
  const waiting = useSaferStatus(selectLimitPrompt) !== null;
  const welcomeOpen = useWelcomeStore((s) => s.open);
  const [Modal, setModal] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!waiting || Modal) return;
    let left = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      import('../features/safer-gambling/limit-prompt-modal').then(
        (m) => !left && setModal(() => m.LimitPromptModal),
        () => {
          if (!left) retry = setTimeout(load, SAFER_POLL_MS);
        },
      );
    };
    load();
    return () => {
      left = true;
      clearTimeout(retry);
    };
  }, [waiting, Modal]);
  return Modal && !welcomeOpen ? <Modal /> : null;
}
