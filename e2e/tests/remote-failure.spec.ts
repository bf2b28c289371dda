import { expect, test } from '@playwright/test';
import path from 'node:path';
import { loginViaUi } from '../support/session';
import { DEAD_PORT, pointRemoteAt } from '../support/runtime-config';
import { closeServer, serveFolder } from '../support/static';
import { e2eStack } from '../support/stack';
import { navigateInApp } from '../support/in-app';

const AREAS = [
  { remote: 'sports', title: 'Sports', path: '/matches', other: '/MyCommission' },
  { remote: 'casino', title: 'Casino', path: '/games', other: '/matches' },
  { remote: 'reports', title: 'Reports', path: '/MyCommission', other: '/games' },
] as const;

let restore: (() => void) | null = null;
test.afterEach(() => {
  restore?.();
  restore = null;
});

for (const area of AREAS) {
  test(`${area.title} down: only its area shows the panel, the rest keeps working`, async ({
    page,
  }) => {
    restore = pointRemoteAt(area.remote, `http://127.0.0.1:${DEAD_PORT}/mf-manifest.json`);
    await loginViaUi(page, undefined, area.path);
    await expect(page.getByRole('heading', { name: `${area.title} is unavailable` })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toContainText('Coins');
    await navigateInApp(page, area.other);
    await expect(page).toHaveURL(new RegExp(`${area.other}$`));
    await expect(page.getByText(/is unavailable/)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('header-name')).toHaveText('Demo Player');
  });
}

test('a broken manifest shows the panel too', async ({ page }) => {
  restore = pointRemoteAt('reports', `${e2eStack.hostUrl}/config.json`);
  await loginViaUi(page, undefined, '/UserMyLedger');
  await expect(page.getByRole('heading', { name: 'Reports is unavailable' })).toBeVisible({
    timeout: 20_000,
  });
});

test('Retry really retries: the remote comes back without reloading the app', async ({ page }) => {
  const port = 3998;
  restore = pointRemoteAt('casino', `http://127.0.0.1:${port}/mf-manifest.json`);
  await loginViaUi(page, undefined, '/games');
  await expect(page.getByRole('heading', { name: 'Casino is unavailable' })).toBeVisible({
    timeout: 20_000,
  });
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const server = await serveFolder({ dir: path.join(e2eStack.root, 'remote-casino/dist'), port });
  try {
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(/is unavailable/)).toHaveCount(0, { timeout: 20_000 });
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);
  } finally {
    await closeServer(server);
  }
});
