// Issue 30 item 5, the return visit: /matches paints the last list this player was shown at once,
// marked updating (busy), its prices dimmed and not tappable, while GetDashboard and the stream
// are held back; when the live list arrives the mark goes and a price opens the match again.
import { expect, test, type Route } from '@playwright/test';
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
