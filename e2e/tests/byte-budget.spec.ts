import { expect, test } from '@playwright/test';
import { countScriptBytes } from '../support/byte-count';
import { loginViaUi } from '../support/session';
import { e2eStack } from '../support/stack';
import { navigateInApp, waitForRemote } from '../support/in-app';

/** Budgets from the benchmark issue: deterministic, so CI fails when one is broken. */
const LOGIN_FIRST_LOAD_GZIP = 171 * 1024;
const REMOTE_ROUTE_GZIP = 60 * 1024;

test('first load of /login stays within 171 KB gzip of JS and CSS', async ({ page }) => {
  const done = countScriptBytes(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Please Login To Continue' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bytes = await done();
  console.log(`/login first load: ${(bytes.totalGzip / 1024).toFixed(1)} KB gzip`);
  expect(bytes.totalGzip).toBeLessThanOrEqual(LOGIN_FIRST_LOAD_GZIP);
});

const REMOTE_ROUTES = [
  { remote: 'sports', path: '/matches' },
  { remote: 'sports', path: '/sportGame/1/1/1' },
  { remote: 'casino', path: '/games/teenpatti-t20' },
  { remote: 'reports', path: '/MyCommission' },
] as const;

for (const route of REMOTE_ROUTES) {
  test(`the ${route.remote} remote's own code for ${route.path} stays within 60 KB gzip`, async ({
    page,
  }) => {
    await loginViaUi(page, undefined, '/dashboard');
    await page.waitForLoadState('networkidle');
    const done = countScriptBytes(page);
    await navigateInApp(page, route.path);
    await waitForRemote(page, route.remote);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const bytes = await done();
    const own = bytes.byOrigin[e2eStack.remoteUrls[route.remote]] ?? 0;
    console.log(`${route.path}: ${route.remote} own code ${(own / 1024).toFixed(1)} KB gzip`);
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThanOrEqual(REMOTE_ROUTE_GZIP);
  });
}
