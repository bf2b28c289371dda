import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  frozenUpcomingMatch,
  openOddsMarket,
  placeOddsBet,
  setOddsPrice,
  unfreezeAfterAll,
  type DashboardMatch,
} from '../support/frozen-match';
import { DEMO, DEMO2, apiLogin, loginViaUi } from '../support/session';
import { e2eStack } from '../support/stack';

// Issue 31, item 2: a tap on a runner's name opens its ladder. demo's waiting lay is marked at
// its price; demo2 takes part of it and the ladder shows the traded volume there without a
// reload; the match odds header's total matched grows by the fill. At 360 px, axe clean.

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The match's first match-odds runner, its book at 1.55 to back and 1.57 to lay. */
async function firstRunner(request: APIRequestContext, match: DashboardMatch) {
  const feed = await request.get(
    `${e2eStack.bookOddsUrl}/MatchOdds/GetOddslite/4/${match.eventId}/${match.marketId}`,
  );
  const events = (
    (await feed.json()) as { market: { events: { SelectionId: string; RunnerName: string }[] }[] }
  ).market[0]!.events;
  const { SelectionId: runner, RunnerName: name } = events[0]!;
  await openOddsMarket(request, match);
  for (const [Side, Price] of [
    ['back', '1.55'],
    ['lay', '1.57'],
  ] as const)
    await setOddsPrice(request, match, { SelectionId: runner, Side, Price });
  return { runner, name };
}

/** Coins in "Matched 1,200.00". */
const matchedOf = async (page: Page): Promise<number> =>
  Number(
    ((await page.getByTestId('total-matched-odds').textContent()) ?? '').replace(/[^0-9.]/g, ''),
  );

unfreezeAfterAll();

test("the ladder marks the player's waiting order, shows a fill as traded volume; total matched grows", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { match, token } = await frozenUpcomingMatch(request);
  const { runner, name } = await firstRunner(request, match);
  const order = (Side: 'back' | 'lay', Stake: string, who: string) =>
    placeOddsBet(request, who, match, { SelectionId: runner, Side, Price: '1.56', Stake });

  await page.setViewportSize({ width: 360, height: 740 });
  await loginViaUi(page, DEMO, '/matches');
  await page.getByTestId(`match-${match.matchID}`).getByRole('link', { name: /Open/ }).click();
  await expect(page.getByTestId('total-matched-odds')).toBeVisible();
  const matchedBefore = await matchedOf(page);

  // demo lays 200 at 1.56, a price nobody offers: it waits in the book
  expect((await order('lay', '200.00', token)).data).toMatchObject({ waiting: '200.00' });
  const opener = page.getByTestId(`runner-pick-odds-${runner}`);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `${name}: price ladder` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  const row = dialog.getByTestId('depth-row-1.56');
  await expect(row).toContainText('Yours 200.00');
  await expect(row.getByRole('cell').first()).toContainText('200.00');
  // the house's levels are there too, beyond the best three
  await expect(dialog.getByTestId('depth-row-1.55')).toBeVisible();
  await expect(dialog.getByTestId('depth-row-1.57')).toBeVisible();

  // demo2 backs 150 at 1.56: matched against demo's lay; the open ladder follows
  const { token: token2 } = await apiLogin(request, DEMO2);
  expect((await order('back', '150.00', token2)).data).toMatchObject({ matched: '150.00' });
  await expect(row.locator('.depth__volume')).toHaveText('150.00');
  await expect(row).toContainText('Yours 50.00');
  await expect(row).toContainText('Last traded');
  await expect(dialog.getByTestId('depth-summary')).toContainText('Last traded 1.56');

  // readable at 360 px, nothing serious for axe
  await testInfo.attach('360px ladder', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  const violations = (
    await new AxeBuilder({ page }).include('.depth').withTags(WCAG_21_AA).analyze()
  ).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
  expect(violations).toEqual([]);

  // Escape closes it and gives the focus back to the runner's name
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect.poll(() => matchedOf(page)).toBe(matchedBefore + 150);
});
