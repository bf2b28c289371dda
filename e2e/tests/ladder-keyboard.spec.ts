import { expect, test } from '@playwright/test';
import { apiPost } from '../support/api-post';
import {
  frozenUpcomingMatch,
  openOddsMarket,
  setOddsPrice,
  unfreezeAfterAll,
} from '../support/frozen-match';
import { ladderColumn, marketRunners, openLadder } from '../support/ladder';
import { DEMO, loginViaUi } from '../support/session';

// Issue 42: on a keyboard the ladder's arrows move a cursor and L / B place there.

unfreezeAfterAll();

test('keyboard: arrows move the cursor on the ladder, L lays and B backs at its price', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
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
  await apiPost(request, '/User/SaveOneClick', { Enabled: true, Stake: '200.00' }, token);

  await loginViaUi(page, DEMO, `/sportGame/${match.matchID}/${match.eventId}/${match.marketId}`);
  const ladder = await openLadder(page);
  const column = ladderColumn(ladder, `odds:${a}`);
  await column.focus();
  const cursor = column.locator('.ladder__row--cursor');
  const cursorPrice = async () =>
    ((await cursor.getAttribute('data-testid')) ?? '').slice('ladder-row-'.length);

  // from the middle of the spread (1.55 +- a row or two) up one: a price nobody offers
  await page.keyboard.press('ArrowUp');
  await expect(cursor).toHaveCount(1);
  const layAt = await cursorPrice();
  expect(Number(layAt)).toBeGreaterThan(1.5);
  expect(Number(layAt)).toBeLessThan(1.59);
  await expect(ladder.getByText(`Selected price ${layAt}`)).toBeAttached();
  await page.keyboard.press('l');
  await expect(cursor.locator('.ladder__mine-lay')).toHaveText('200.00');

  // one more up: a back there waits too (above the lay: it does not meet it)
  await page.keyboard.press('ArrowUp');
  const backAt = await cursorPrice();
  expect(Number(backAt)).toBeCloseTo(Number(layAt) + 0.01, 5);
  await page.keyboard.press('b');
  await expect(cursor.locator('.ladder__mine-back')).toHaveText('200.00');
  const waiting = (await apiPost(request, '/Player/GetUnmatchedBets', { Id: match.matchID }, token))
    .data as { side: string; price: string; selectionId: string }[];
  expect(waiting.map((o) => [o.selectionId, o.side, o.price]).sort()).toEqual(
    [
      [a, 'back', backAt],
      [a, 'lay', layAt],
    ].sort(),
  );
});
