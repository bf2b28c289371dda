import type { Page } from '@playwright/test';

/**
 * Client-side navigation, as a menu link does it (no page reload). It waits for React's first
 * drawing of the app (a transition, which may end after the page's load event): the router
 * listens for history changes from then on.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('#root *')).some((node) =>
      Object.keys(node).some((key) => key.startsWith('__react')),
    ),
  );
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits until the federation runtime has created the named remote's instance. */
export async function waitForRemote(page: Page, name: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (remote) =>
      (
        globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string }[] } }
      ).__FEDERATION__.__INSTANCES__.some((i) => i.name === remote),
    name,
    { timeout },
  );
}
