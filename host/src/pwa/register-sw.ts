/** After the load event, how long the first visit's own start-up (remotes, stream) has alone. */
export const REGISTER_AFTER_LOAD_MS = 3_000;

/**
 * Registers the host's service worker (pwa/sw.js) a while after the page has loaded, at an idle
 * moment: its install stores the visit's page, entries and chunks, and on a phone's network those
 * fetches delayed the first visit's live prices (about 0.3 s on /matches, load event then install)
 * while the remotes and the stream were still arriving. Harmless in development: chunks there
 * have no content hash, so none is served from the cache.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('service worker not registered', error);
    });
  };
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 2_000 });
      else register();
    }, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
