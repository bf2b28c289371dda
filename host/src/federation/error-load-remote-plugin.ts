import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const MANIFEST_RETRY_DELAY_MS = 500;

/**
 * The one runtime plugin for remote failures. A manifest that fails to load is fetched once
 * more after a short pause (a redeploy or a blip); anything else is logged and rethrown, so the
 * area's error boundary shows its "... is unavailable" panel while the rest of the app runs.
 */
export default function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'exchange-error-load-remote',
    async errorLoadRemote(args) {
      const { id, error, lifecycle } = args;
      console.warn(`[federation] ${id} failed during ${lifecycle}:`, error);
      if (lifecycle !== 'afterResolve') return undefined;
      await new Promise((resolve) => setTimeout(resolve, MANIFEST_RETRY_DELAY_MS));
      try {
        const res = await fetch(id, { cache: 'no-store' });
        if (!res.ok) return undefined;
        const manifest: unknown = await res.json();
        return manifest && typeof manifest === 'object' ? manifest : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
