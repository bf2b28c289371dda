import { toast } from 'react-toastify';

/** API errors show as a toast that closes after 5000 ms (docs/architecture.md, Session). */
export const TOAST_AUTO_CLOSE_MS = 5000;

/** The shared toast notifier. The same text is shown once at a time (toastId dedupes). */
export function notifyError(message: string): void {
  toast.error(message, { autoClose: TOAST_AUTO_CLOSE_MS, toastId: `err:${message}` });
}

export function notifySuccess(message: string): void {
  toast.success(message, { autoClose: TOAST_AUTO_CLOSE_MS });
}
