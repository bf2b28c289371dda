import { loadRuntimeConfig, selectIsLoggedIn, useSessionStore } from 'shared-auth';
import { registerAppRemotes } from './federation/register-remotes';
import { readPreview, remotesWithPreview, setPreviewState } from './preview/preview-override';

/** What the start-up's first task found: why the site cannot start, if so; a logged-in player. */
export interface EarlyStart {
  failed: string | null;
  loggedIn: boolean;
}

/**
 * The start-up's first task (host/src/index.ts): what asks the network for the page (the config,
 * the remotes, the route's remote and its first read), before React and the app are evaluated.
 */
export async function startEarly(): Promise<EarlyStart> {
  const loggedIn = selectIsLoggedIn(useSessionStore.getState());
  try {
    const config = await loadRuntimeConfig('/config.json');
    const preview = readPreview(window.location, window.sessionStorage, config, (url) =>
      window.history.replaceState(window.history.state, '', url),
    );
    setPreviewState(preview);
    registerAppRemotes({ ...config, remotes: remotesWithPreview(config, preview) });
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error), loggedIn };
  }
  if (loggedIn) {
    // With the code in the worker's cache the network is free, so the stream starts now too; on a
    // first visit its state would share the phone's bandwidth with the code.
    const codeCached = navigator.serviceWorker?.controller != null;
    try {
      // its own chunk, preloaded for logged-in pages: /login does not load it
      const { startLoggedIn } = await import('./federation/start-logged-in');
      startLoggedIn(window.location.pathname, codeCached);
    } catch {
      // the chunk did not arrive: the page's own calls send its reads, its own load reports
    }
  }
  return { failed: null, loggedIn };
}
