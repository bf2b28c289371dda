/**
 * Registers the host's service worker (pwa/sw.js) once the page has loaded, so it never competes
 * with the first load. Harmless in development: chunks there have no content hash, so none is
 * served from the cache.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
