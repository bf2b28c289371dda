import { KEEP_START_UP } from './worker-version';

/**
 * Registers the host's service worker (pwa/sw.js) once the page has loaded, so it never competes
 * with the first load. Harmless in development: chunks there have no content hash, so none is
 * served from the cache.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const register = () => {
    const uncontrolled = container.controller === null;
    container.register('/sw.js').catch((error: unknown) => {
      console.warn('service worker not registered', error);
    });
    if (uncontrolled) void container.ready.then(keepStartUp);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * This page loaded before the worker controlled it, so nothing of its start-up is stored: the
 * worker is told what it loaded and stores the page, its entries and chunks, so that the next
 * visit starts from the cache (the worker stores only what it would when serving it).
 */
function keepStartUp(registration: ServiceWorkerRegistration): void {
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  registration.active?.postMessage({ type: KEEP_START_UP, urls });
}
