import { expect, test } from '@playwright/test';
import { DEMO, loginViaUi, setBalance } from '../support/session';
import { e2eStack } from '../support/stack';
import { navigateInApp, waitForRemote } from '../support/in-app';

// Earlier tests leave open bets (exposure); start from the seed state so available = balance.
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${e2eStack.apiUrl}/__test/Reset`)).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  await setBalance(request, DEMO.user, '100000.00');
});

test('the header balance follows an API change within 6 s', async ({ page, request }) => {
  await loginViaUi(page);
  await expect(page.getByTestId('header-balance')).toContainText('Coins');
  await setBalance(request, DEMO.user, '4321.50');
  await expect(page.getByTestId('header-balance')).toHaveText('4,321.50 Coins', { timeout: 6000 });
});

test('GetBalance is polled every 5 s with the sessionId', async ({ page }) => {
  await loginViaUi(page);
  const first = await page.waitForRequest((r) => r.url().endsWith('/User/GetBalance'));
  const t0 = Date.now();
  const second = await page.waitForRequest((r) => r.url().endsWith('/User/GetBalance'));
  const gap = Date.now() - t0;
  expect(gap).toBeGreaterThan(3500);
  expect(gap).toBeLessThan(7000);
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  expect(second.postDataJSON()).toEqual({ sessionId });
  expect(first.headers()['authorization']).toMatch(/^Bearer /);
});

test('host and remotes share one session store: a host logout is seen by a remote', async ({
  page,
}) => {
  await loginViaUi(page, DEMO, '/UserMyLedger');
  // Load every remote so each one has resolved its copy of shared-auth.
  for (const [path, remote] of [
    ['/matches', 'sports'],
    ['/games', 'casino'],
    ['/UserMyLedger', 'reports'],
  ] as const) {
    await navigateInApp(page, path);
    await waitForRemote(page, remote);
  }
  const before = await page.evaluate(async () => {
    type Store = { getState: () => { token: string | null } };
    type Instance = { name: string; loadShare: (n: string) => Promise<false | (() => unknown)> };
    const fed = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
      .__FEDERATION__;
    const stores: Record<string, Store> = {};
    for (const inst of fed.__INSTANCES__) {
      const factory = await inst.loadShare('shared-auth');
      if (!factory) continue;
      stores[inst.name] = (factory() as { useSessionStore: Store }).useSessionStore;
    }
    (window as unknown as { __stores: Record<string, Store> }).__stores = stores;
    const names = Object.keys(stores);
    return {
      names,
      sameInstance: names.every((n) => stores[n] === stores['host']),
      tokens: names.map((n) => stores[n]?.getState().token ?? null),
    };
  });
  expect(before.names).toEqual(expect.arrayContaining(['host', 'sports', 'casino', 'reports']));
  expect(before.sameInstance).toBe(true);
  expect(before.tokens.every((t) => typeof t === 'string' && t.length > 0)).toBe(true);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Please Login To Continue' })).toBeVisible();
  const after = await page.evaluate(() => {
    const stores = (
      window as unknown as {
        __stores: Record<string, { getState: () => { token: string | null } }>;
      }
    ).__stores;
    return Object.fromEntries(Object.entries(stores).map(([n, s]) => [n, s.getState().token]));
  });
  expect(after).toEqual({ host: null, sports: null, casino: null, reports: null });
});
