// Issue 30 item 5, the return visit: /matches paints the last list this player was shown at once,
// marked updating (busy), its prices dimmed and not tappable, while GetDashboard and the stream
// are held back; when the live list arrives the mark goes and a price opens the match again. A
// match page does the same with its markets while the odds hosts are held back.
import { expect, test, type Route } from '@playwright/test';
import { firstMatch } from '../support/app-pages';
import { DEMO, loginViaUi } from '../support/session';

test('a second visit of /matches shows the stored list, marked, until the live reply', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginViaUi(page, DEMO, '/matches');
  const firstRow = page.locator('.match-row').first();
  await expect(firstRow).toBeVisible();
  await expect(page.getByTestId('matches-updating')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lastMatchList')?.length ?? 0))
    .toBeGreaterThan(0);
  const matchId = (await firstRow.getAttribute('data-testid'))!.replace('match-', '');

  // the second visit: the stream refused and GetDashboard held until released
  let held = true;
  const heldDashboards: Route[] = [];
  await page.routeWebSocket(/.*/, (ws) => {
    if (held) ws.close();
    else ws.connectToServer();
  });
  await page.route('**/DashBoard/GetDashboard', (route) => {
    if (held) heldDashboards.push(route);
    else void route.continue();
  });
  await page.goto('/matches');

  const mark = page.getByTestId('matches-updating');
  await expect(mark).toHaveText('Updating…');
  await expect(page.locator('section.matches')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId(`match-${matchId}`)).toBeVisible();
  await expect.poll(() => heldDashboards.length).toBeGreaterThan(0);

  // a tap on a stored price goes nowhere: no match page, no slip
  const price = page.getByTestId(`price-${matchId}-back0`);
  const box = (await price.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/matches');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the live reply arrives: the mark goes and the prices tap through to the match
  held = false;
  for (const route of heldDashboards.splice(0)) await route.continue();
  await expect(mark).toHaveCount(0);
  await expect(page.locator('section.matches')).toHaveAttribute('aria-busy', 'false');
  await page.getByTestId(`price-${matchId}-back0`).click();
  await expect(page).toHaveURL(new RegExp(`/sportGame/${matchId}/`));
});

test('a second visit of a match page shows its stored markets, marked and not tappable, until the live book', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const match = await firstMatch(request);
  const path = `/sportGame/${match.matchID}/${match.eventId}/${match.marketId}`;
  await loginViaUi(page, DEMO, '/matches');
  await page.goto(path);
  const odds = page.getByTestId('market-odds');
  await expect(odds).toHaveAttribute('aria-busy', 'false');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lastMatchMarkets')?.length ?? 0))
    .toBeGreaterThan(0);
  const cell = odds.locator('.price-cell:not(.price-cell--empty)').first();
  const testId = (await cell.getAttribute('data-testid'))!;

  // the second visit: the stream refused and both odds hosts held until released
  let held = true;
  const heldOdds: Route[] = [];
  await page.routeWebSocket(/.*/, (ws) => {
    if (held) ws.close();
    else ws.connectToServer();
  });
  await page.route('**/MatchOdds/GetOddslite/**', (route) => {
    if (held) heldOdds.push(route);
    else void route.continue();
  });
  await page.goto(path);

  await expect(page.getByTestId('market-odds-updating')).toHaveText('Updating…');
  await expect(odds).toHaveAttribute('aria-busy', 'true');
  const stored = page.getByTestId(testId);
  await expect(stored).toBeVisible();
  await expect(stored).toBeDisabled();
  await expect.poll(() => heldOdds.length).toBeGreaterThan(0);
  const before = await stored.boundingBox();

  // the live book arrives: the mark goes, the same cell is live where it was, and opens the slip
  held = false;
  for (const route of heldOdds.splice(0)) await route.continue();
  await expect(odds).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('market-odds-updating')).toHaveCount(0);
  const live = page.getByTestId(testId);
  await expect(live).toBeEnabled();
  expect(await live.boundingBox()).toEqual(before);
  await live.click();
  await expect(page.getByRole('dialog', { name: 'Bet slip' })).toBeVisible();
});

test('logging out forgets the stored list and markets', async ({ page, request }) => {
  const match = await firstMatch(request);
  await loginViaUi(page, DEMO, `/sportGame/${match.matchID}/${match.eventId}/${match.marketId}`);
  await expect(page.getByTestId('market-odds')).toHaveAttribute('aria-busy', 'false');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lastMatchMarkets')?.length ?? 0))
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Please Login To Continue' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('lastMatchMarkets'),
      localStorage.getItem('lastMatchList'),
    ]),
  ).toEqual([null, null]);
});
