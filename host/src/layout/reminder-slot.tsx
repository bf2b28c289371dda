import { useEffect, useState, type ComponentType } from 'react';
import { SAFER_POLL_MS } from '../lib/follow-safer-status';
import { selectReminderDue, useSaferStatus } from '../lib/safer-status';

/**
 * The session reminder, its code (the dialog, its answer call, the safer pages' styles) loaded
 * once one is due: before, it loaded with every logged-in page's first paint, sharing its network.
 * A failed load is tried again at the next status read's pace.
 */
export function ReminderSlot() {
  const due = useSaferStatus(selectReminderDue);
  const [Modal, setModal] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!due || Modal) return;
    let left = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      import('../features/safer-gambling/reality-check-modal').then(
        (m) => !left && setModal(() => m.RealityCheckModal),
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
  }, [due, Modal]);
  return Modal ? <Modal /> : null;
}
