import { expect, test, type Locator } from '@playwright/test';
import { apiPost } from '../support/api-post';
import { seriousViolations } from '../support/axe';
import {
  frozenUpcomingMatch,
  openOddsMarket,
  setOddsPrice,
  unfreezeAfterAll,
} from '../support/frozen-match';
import {
  ladderCents,
  ladderColumn,
  ladderPosition,
  ladderRow,
  marketRunners,
  openLadder,
} from '../support/ladder';
import { DEMO, DEMO2, apiLogin, loginViaUi } from '../support/session';

// Issue 42: the trading ladder. demo lays by a tap at a price nobody offers and sees it on the
// ladder; demo2 sees that size there and backs it by a tap; both see the traded volume and the
// positions move without a reload; demo cancels a second order by a tap and the header's exposure
// comes back (a second order, moved by a long press first); the green-up leaves both runners within a cent; a tap that follows a scroll places
// nothing; 360 px and axe.

unfreezeAfterAll();

const column = (ladder: Locator, sid: string) => ladderColumn(ladder, `odds:${sid}`);
const row = (ladder: Locator, sid: string, price: string) =>
  ladderRow(ladder, `odds:${sid}`, price);
const position = ladderPosition;

test('two players trade on the ladder by taps: orders, fills, volume, positions, cancel, green-up', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { match, token } = await frozenUpcomingMatch(request);
  const [a, b] = (await marketRunners(request, match, 'odds')) as [string, string];
  await openOddsMarket(request, match);
  for (const [sid, back, lay] of [
    [a, '1.50', '1.60'],
    [b, '2.50', '2.60'],
  ] as const)
    for (const [Side, Price] of [
      ['back', back],
      ['lay', lay],
    ] as const)
      await setOddsPrice(request, match, { SelectionId: sid, Side, Price, Size: 10_000 });
  const { token: token2 } = await apiLogin(request, DEMO2);
  // one tap is one bet of 200.00 for both (the one-click setting: no confirm step)
  for (const t of [token, token2])
    await apiPost(request, '/User/SaveOneClick', { Enabled: true, Stake: '200.00' }, t);
  const path = `/sportGame/${match.matchID}/${match.eventId}/${match.marketId}`;
  const waiting = async () =>
    (
      (await apiPost(request, '/Player/GetUnmatchedBets', { Id: match.matchID }, token))
        .data as unknown[]
    ).length;

  // demo on a phone: one runner at a time, the first shown
  await page.setViewportSize({ width: 360, height: 740 });
  await loginViaUi(page, DEMO, path);
  await page.goto(path);
  const ladder = await openLadder(page);
  await expect(ladder.getByRole('button', { name: /Centre/ })).toBeVisible();
  await expect(column(ladder, b)).toHaveCount(0);
  // the best prices in the middle: 1.55, a price nobody offers, is on screen and empty
  const at155 = row(ladder, a, '1.55');
  const inColumn = async () => {
    const r = (await at155.boundingBox())!;
    const c = (await column(ladder, a).boundingBox())!;
    return r.y >= c.y && r.y + r.height <= c.y + c.height;
  };
  await expect.poll(inColumn).toBe(true);
  await expect(at155.locator('.ladder__back')).toHaveText('');
  await expect(row(ladder, a, '1.50').locator('.ladder__back')).toHaveText('10,000.00');
  const exposureBefore = page.getByTestId('header-exposure');
  await expect(exposureBefore).toHaveCount(0);

  // demo lays 200 at 1.55 by a tap: it waits, shown as theirs and as offered to back
  await at155.locator('.ladder__lay').click();
  await expect(page.getByTestId('one-click-status')).toBeVisible();
  await expect(at155.locator('.ladder__mine-lay')).toHaveText('200.00');
  await expect(at155.locator('.ladder__back')).toHaveText('200.00');

  // demo2 on a wide screen: both runners side by side; sees 200 to back at 1.55 and backs it
  const context2 = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const page2 = await context2.newPage();
  await loginViaUi(page2, DEMO2, path);
  await page2.goto(path);
  const ladder2 = await openLadder(page2);
  await expect(column(ladder2, a)).toBeVisible();
  await expect(column(ladder2, b)).toBeVisible();
  const theirs = row(ladder2, a, '1.55');
  await expect(theirs.locator('.ladder__back')).toHaveText('200.00');
  await expect(theirs.locator('.ladder__mine-back')).toHaveCount(0);
  await theirs.locator('.ladder__back').click();

  // both see the trade without a reload: volume at 1.55, last traded, positions
  for (const l of [ladder, ladder2]) {
    await expect(row(l, a, '1.55').getByTestId('ladder-traded-1.55')).toHaveText('200.00');
    await expect(row(l, a, '1.55').locator('.ladder__price--last')).toBeVisible();
    await expect(row(l, a, '1.55').locator('.ladder__back')).toHaveText('');
  }
  await expect(at155.locator('.ladder__mine-lay')).toHaveCount(0);
  await expect(position(ladder, a)).toHaveText('-110.00');
  await expect(position(ladder, b)).toHaveText('200.00');
  await expect(position(ladder2, a)).toHaveText('110.00');
  await expect(position(ladder2, b)).toHaveText('-200.00');
  await context2.close();

  // a second lay, at 1.57, then a tap on it cancels it: the exposure comes back
  await expect(page.getByTestId('header-exposure')).toHaveText(/^Exp 110\.00/);
  const at157 = row(ladder, a, '1.57');
  await at157.locator('.ladder__lay').click();
  await expect(at157.locator('.ladder__mine-lay')).toHaveText('200.00');
  await expect(page.getByTestId('header-exposure')).toHaveText('Exp 224.00');
  await expect(page.getByTestId('header-waiting')).toHaveText('1 waiting');
  // a long press on it opens its editor (and cancels nothing): moved a tick up, to 1.58
  // (hover waits until the cell is still and is what the pointer hits)
  await at157.locator('.ladder__mine-lay').hover();
  await page.mouse.down();
  const editor = page.getByTestId('ladder-edit');
  await expect(editor).toBeVisible();
  await page.mouse.up();
  await expect(editor.getByRole('heading')).toHaveText(/Change your lay on .* at 1\.57/);
  await editor.getByRole('button', { name: 'Higher price' }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  const at158 = row(ladder, a, '1.58');
  await expect(at158.locator('.ladder__mine-lay')).toHaveText('200.00');
  await expect(at157.locator('.ladder__mine-lay')).toHaveCount(0);
  await expect(page.getByTestId('header-waiting')).toHaveText('1 waiting');
  // and a tap on it cancels it
  await at158.locator('.ladder__mine-lay').click();
  await expect(at158.locator('.ladder__mine-lay')).toHaveCount(0);
  await expect(page.getByTestId('header-exposure')).toHaveText('Exp 110.00');
  await expect(page.getByTestId('header-waiting')).toHaveCount(0);
  expect(await waiting()).toBe(0);

  // a press that the column scrolls under is no tap: nothing placed
  const scroller = column(ladder, a);
  const target = row(ladder, a, '1.58').locator('.ladder__lay');
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await scroller.evaluate((el) => {
    el.scrollTop += 14;
  });
  await expect.poll(() => scroller.evaluate((el) => el.scrollTop % 44)).not.toBe(0);
  await page.mouse.up();
  await page.waitForTimeout(800);
  expect(await waiting()).toBe(0);
  await expect(row(ladder, a, '1.58').locator('.ladder__mine-lay')).toHaveCount(0);
  await ladder.getByRole('button', { name: /Centre/ }).click();

  // 360 px: nothing wider than the screen, thumb-sized cells, axe clean
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const cell = (await at155.locator('.ladder__lay').boundingBox())!;
  expect(cell.height).toBeGreaterThanOrEqual(44);
  expect(cell.x + cell.width).toBeLessThanOrEqual(360);
  await testInfo.attach('360px ladder', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  expect(await seriousViolations(page, '.ladder')).toEqual([]);

  // green-up in one tap (the cash out of it all): every runner's outcome within a cent
  await ladder.getByTestId('cash-out-odds').locator('.cash-out__take').click();
  await expect
    .poll(async () => Math.abs((await ladderCents(ladder, a)) - (await ladderCents(ladder, b))))
    .toBeLessThanOrEqual(1);
  expect(await ladderCents(ladder, a)).not.toBe(-11000);
});
