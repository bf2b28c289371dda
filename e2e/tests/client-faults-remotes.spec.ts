import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { expectStillLoggedIn, resetDemo, trackPageErrors } from '../support/faults';
import { navigateInApp } from '../support/in-app';
import { pointRemoteAt } from '../support/runtime-config';
import { DEMO, loginViaUi, setBalance } from '../support/session';
import { closeServer, serveFolder } from '../support/static';
import { e2eStack } from '../support/stack';

/**
 * Each remote is served from a server of this test (a port of this stack's block). The player
 * opens one of its pages, moves to another area, the server stops, and the player opens another
 * page of the stopped remote (a chunk never loaded before), then the server comes back.
 */
/** A page and what shows it has loaded. */
const PAGES = {
  matches: { path: '/matches', shows: (p: Page) => p.getByRole('heading', { name: 'Cricket' }) },
  completedBets: {
    path: '/Completed-bets/1/1/1',
    shows: (p: Page) => p.getByRole('link', { name: 'BACK TO MATCH' }),
  },
  freeGames: {
    path: '/freegames',
    shows: (p: Page) => p.getByRole('heading', { name: 'Free Games' }),
  },
  lobby: { path: '/games', shows: (p: Page) => p.getByTestId('table-t20') },
  commission: {
    path: '/MyCommission',
    shows: (p: Page) => p.getByRole('heading', { name: 'My Commission' }),
  },
  statement: {
    path: '/statement',
    shows: (p: Page) => p.getByRole('heading', { name: 'Account Statement' }),
  },
};

const AREAS = [
  {
    remote: 'sports',
    title: 'Sports',
    first: PAGES.matches,
    next: PAGES.completedBets,
    other: PAGES.commission,
  },
  {
    remote: 'casino',
    title: 'Casino',
    first: PAGES.freeGames,
    next: PAGES.lobby,
    other: PAGES.matches,
  },
  {
    remote: 'reports',
    title: 'Reports',
    first: PAGES.commission,
    next: PAGES.statement,
    other: PAGES.lobby,
  },
] as const;

let restore: (() => void) | null = null;
test.beforeEach(async ({ request }) => {
  await resetDemo(request);
});
test.afterEach(() => {
  restore?.();
  restore = null;
});

AREAS.forEach((area, i) => {
  test(`${area.title} server stopped mid-session: its area says so, the rest works, Retry brings it back without a reload`, async ({
    page,
    request,
  }) => {
    const port = 3090 + e2eStack.offset + i;
    const dir = path.join(e2eStack.root, `remote-${area.remote}/dist`);
    let server = await serveFolder({ dir, port });
    restore = pointRemoteAt(area.remote, `http://127.0.0.1:${port}/mf-manifest.json`);
    const errors = trackPageErrors(page);
    try {
      await loginViaUi(page, DEMO, area.first.path);
      await expect(area.first.shows(page)).toBeVisible();
      await navigateInApp(page, area.other.path);
      await expect(area.other.shows(page)).toBeVisible();
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));

      await closeServer(server);
      await navigateInApp(page, area.next.path);
      await expect(page.getByRole('heading', { name: `${area.title} is unavailable` })).toBeVisible(
        { timeout: 20_000 },
      );
      await setBalance(request, DEMO.user, '54321.00');
      await expect(page.getByTestId('header-balance')).toHaveText('54,321.00 Coins', {
        timeout: 8000,
      });

      server = await serveFolder({ dir, port });
      const t0 = Date.now();
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(area.next.shows(page)).toBeVisible({ timeout: 20_000 });
      const backSeconds = (Date.now() - t0) / 1000;
      await expectStillLoggedIn(page, area.next.path);
      await navigateInApp(page, area.first.path);
      await expect(area.first.shows(page)).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
        1,
      );
      expect(errors).toEqual([]);
      console.log(
        `[client-faults] ${area.remote} server stopped: ${area.next.path} showed "${area.title} is unavailable" with Retry, the header balance kept updating; server back -> Retry showed the page in ${backSeconds.toFixed(1)} s, no reload; ${area.first.path} still works`,
      );
    } finally {
      await closeServer(server);
    }
  });
});
