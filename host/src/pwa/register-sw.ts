import { whenIdle } from 'shared-ui/when-idle';

/** After the load event, how long the first visit's own start-up (remotes, stream) has alone. */
export const REGISTER_AFTER_LOAD_MS = 3_000;
/** The message of host/pwa/sw.js (a separate bundle, so the name is written in both). */
export const LOADED_FILES = 'loaded-files';

/** Every file this page has loaded (the worker keeps the entries and chunks among them). */
const loadedFiles = () => performance.getEntriesByType('resource').map((entry) => entry.name);

/**
 * Registers the host's service worker (pwa/sw.js) a while after the page has loaded, at an idle
 * moment: its install stores the visit's page, entries and chunks, and on a phone's network those
 * fetches delayed the first visit's live prices (about 0.3 s on /matches, load event then install)
 * while the remotes and the stream were still arriving. A page it did not control tells it what
 * the page loaded (the route's remote, which a static page does not name), and the worker keeps
 * those, from the browser's HTTP cache. Harmless in development: chunks there have no content
 * hash, so none is served from the cache.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        if (navigator.serviceWorker.controller) return; // the worker saw every file loaded
        const worker = registration.installing ?? registration.waiting ?? registration.active;
        worker?.postMessage({ type: LOADED_FILES, urls: loadedFiles() });
      })
      .catch((error: unknown) => {
        console.warn('service worker not registered', error);
      });
  };
  const later = () => setTimeout(() => whenIdle(register), REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
