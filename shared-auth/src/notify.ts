import type * as ReactToastify from 'react-toastify';
/** API errors show as a toast that closes after 5000 ms (docs/architecture.md, Session). */
export const TOAST_AUTO_CLOSE_MS = 5000;

type Toastify = typeof ReactToastify;

let toastify: Promise<Toastify> | undefined;
let loaded: Toastify | undefined;
const firstToastListeners = new Set<() => void>();
let toasted = false;

/**
 * react-toastify is not part of /login's start-up (docs/performance.md): it is loaded with the
 * logged-in shell or by the first toast, whichever comes first.
 */
export function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify').then((module) => (loaded = module));
  return toastify;
}

/** Calls `listener` once, on the first toast (the host then mounts its ToastContainer). */
export function onFirstToast(listener: () => void): () => void {
  if (toasted) {
    listener();
    return () => {};
  }
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

function show(send: (toast: Toastify['toast']) => void): void {
  if (!toasted) {
    toasted = true;
    for (const listener of firstToastListeners) listener();
    firstToastListeners.clear();
  }
  // A toast sent before the container mounts is queued by react-toastify and shown on mount.
  if (loaded) send(loaded.toast);
  else void loadToastify().then(({ toast }) => send(toast));
}

/** The shared toast notifier. The same text is shown once at a time (toastId dedupes). */
export function notifyError(message: string): void {
  show((toast) =>
    toast.error(message, { autoClose: TOAST_AUTO_CLOSE_MS, toastId: `err:${message}` }),
  );
}

export function notifySuccess(message: string): void {
  show((toast) => toast.success(message, { autoClose: TOAST_AUTO_CLOSE_MS }));
}
