import { selectReminderDue, useSaferStatus } from '../lib/safer-status';
import { useComponentWhen } from './use-component-when';

const loadModal = () =>
  import('../features/safer-gambling/reality-check-modal').then((m) => m.RealityCheckModal);

/**
 * The session reminder, its code (the dialog, its answer call, the safer pages' styles) loaded
 * once one is due: before, it loaded with every logged-in page's first paint, sharing its network.
 */
export function ReminderSlot() {
  const Modal = useComponentWhen(useSaferStatus(selectReminderDue), loadModal);
  return Modal ? <Modal /> : null;
}
