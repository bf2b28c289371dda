import type { Page } from '@playwright/test';

/**
 * Waits until an element of React's own drawing matches the selector (its nodes carry React's
 * fiber keys; /login's prerendered form does not). The app's first drawing is a transition,
 * which may end after the page's load event.
 */
export async function waitForReactDrawing(page: Page, selector = '#root *'): Promise<void> {
  await page.waitForFunction(
    (sel) =>
      Array.from(document.querySelectorAll(sel)).some((node) =>
        Object.keys(node).some((key) => key.startsWith('__react')),
      ),
    selector,
  );
}

/**
 * Client-side navigation, as a menu link does it (no page reload), once React has drawn the app:
 * the router listens for history changes from then on.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await waitForReactDrawing(page);
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
