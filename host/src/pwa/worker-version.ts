/** The messages of host/pwa/sw.js (a separate bundle, so the names are written in both). */
export const NEW_VERSION = 'new-version-live';
export const ASK_NEW_VERSION = 'new-version-live?';

/**
 * Calls `onNew` when the service worker finds that an entry it served this page from its cache
 * has changed on the network (a deploy since the last visit): this page runs the last visit's
 * versions, which fit together, and a reload takes the new ones. The worker is asked as well,
 * since it may have found out before this page listened (and again once it controls a page it
 * did not control at first). Returns the unsubscribe.
 */
export function watchWorkerVersion(
  onNew: () => void,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): () => void {
  if (!container) return () => {};
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === NEW_VERSION) onNew();
  };
  const ask = () => container.controller?.postMessage({ type: ASK_NEW_VERSION });
  container.addEventListener('message', onMessage);
  container.addEventListener('controllerchange', ask);
  container.startMessages();
  ask();
  return () => {
    container.removeEventListener('message', onMessage);
    container.removeEventListener('controllerchange', ask);
  };
}
