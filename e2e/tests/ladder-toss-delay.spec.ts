import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPost } from '../support/api-post';
import { seriousViolations } from '../support/axe';
import {
  frozenUpcomingMatch,
  openOddsMarket,
  setOddsPrice,
  sportsControl,
  unfreezeAfterAll,
  type DashboardMatch,
} from '../support/frozen-match';
import {
  ladderCents,
  ladderPosition,
  ladderRow,
  marketRunners,
  openLadder,
} from '../support/ladder';
import { DEMO, loginViaUi } from '../support/session';

// Issue 42: the toss ladder's green-up (the toss has no cash out: its own hedge through PlaceBet)
// leaves every runner's outcome within one cent of the others; in play, a tap on the ladder shows
// the in-play delay on the ladder while it runs, then the bet lands. Both ladders clean under axe.

unfreezeAfterAll();

/** Best back and lay of each runner of a market (SetPrice), deep enough to match whole. */
async function setPrices(
  request: APIRequestContext,
  match: Pick<DashboardMatch, 'matchID'>,
  type: 'odds' | 'toss',
  prices: readonly (readonly [string, string, string])[],
) {
  for (const [sid, back, lay] of prices)
    for (const [Side, Price] of [
      ['back', back],
      ['lay', lay],
    ] as const)
      await sportsControl(request, 'SetPrice', {
        MatchId: match.matchID,
        MarketType: type,
        SelectionId: sid,
        Side,
        Price,
        Size: 10_000,
      });
}

/** One tap is one bet of 200.00 (one-click on: no confirm step). */
const oneClick200 = (request: APIRequestContext, token: string) =>
  apiPost(request, '/User/SaveOneClick', { Enabled: true, Stake: '200.00' }, token);

const pathOf = (m: DashboardMatch) => `/sportGame/${m.matchID}/${m.eventId}/${m.marketId}`;

test('the toss ladder greens up in one tap: every runner within a cent of the others', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { match, token } = await frozenUpcomingMatch(request);
  const [a, b] = (await marketRunners(request, match, 'toss')) as [string, string];
  await sportsControl(request, 'SetMarketStatus', {
    MatchId: match.matchID,
    MarketType: 'toss',
    Status: 'OPEN',
  });
  await setPrices(request, match, 'toss', [
    [a, '2.00', '2.02'],
    [b, '1.96', '2.00'],
  ]);
  await oneClick200(request, token);

  // a wide screen: both runners side by side
  await loginViaUi(page, DEMO, pathOf(match));
  const ladder = await openLadder(page, 'toss');
  const greenUp = ladder.getByTestId('toss-green-up');
  await expect(greenUp).toHaveCount(0);

  // demo backs a 200.00 at 2.00 by a tap: +200.00 if it wins, -200.00 if not
  await ladderRow(ladder, `toss:${a}`, '2.00').locator('.ladder__back').click();
  await expect(ladderPosition(ladder, a)).toHaveText('200.00');
  await expect(ladderPosition(ladder, b)).toHaveText('-200.00');

  // a shortens to 1.50 / 1.52: the green-up is a lay of a at 1.52 (263.16: 63.16 each)
  await setPrices(request, match, 'toss', [
    [a, '1.50', '1.52'],
    [b, '2.90', '3.00'],
  ]);
  const take = greenUp.getByRole('button');
  await expect(take).toHaveText(/^Green up: 63\.1[56] whoever wins$/);
  expect(await seriousViolations(page, '.ladder')).toEqual([]);
  await take.click();
  await expect(page.getByRole('status').filter({ hasText: /Greened up/ })).toBeVisible();
  await expect
    .poll(async () => Math.abs((await ladderCents(ladder, a)) - (await ladderCents(ladder, b))))
    .toBeLessThanOrEqual(1);
  expect(await ladderCents(ladder, a)).toBeGreaterThanOrEqual(6315);
  expect(await ladderCents(ladder, b)).toBeGreaterThanOrEqual(6315);
  // nothing left to green up, and no order left waiting
  await expect(take).toHaveText('Green up: your position is level');
  await expect(take).toBeDisabled();
  const waiting = await apiPost(request, '/Player/GetUnmatchedBets', { Id: match.matchID }, token);
  expect(waiting.data).toEqual([]);
});

test('in play, a tap on the ladder shows the in-play delay on the ladder while it runs, then the bet lands', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { match, token } = await frozenUpcomingMatch(request);
  const [a, b] = (await marketRunners(request, match, 'odds')) as [string, string];
  // the toss: the match is in play (the feed stays frozen), with a delay long enough to watch
  await sportsControl(request, 'Bowl', { MatchId: match.matchID, Balls: 0 });
  await sportsControl(request, 'Control', { BetDelayMs: 8000 });
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
  await oneClick200(request, token);

  // a phone: one runner at a time
  await page.setViewportSize({ width: 360, height: 740 });
  await loginViaUi(page, DEMO, pathOf(match));
  await expect(page.getByText('In play', { exact: true }).first()).toBeVisible();
  const ladder = await openLadder(page, 'odds');
  const delay = ladder.getByTestId('ladder-delay');
  await expect(delay).toHaveCount(0);

  // a tap backs 200.00 at 1.50: the ladder counts the delay down, nothing matched meanwhile
  await ladderRow(ladder, `odds:${a}`, '1.50').locator('.ladder__back').click();
  await expect(delay).toBeVisible();
  await expect(delay).toContainText(/^Back .+ at 1\.50/);
  await expect(delay.getByRole('timer')).toHaveText(/In-play delay \d\.\d s/);
  await expect(ladderPosition(ladder, a)).toHaveText('0.00');
  // axe while the delay runs (the in-play ladder with its delay line; a scan on a loaded machine
  // takes seconds, hence the delay of 8)
  expect(await seriousViolations(page, '.ladder')).toEqual([]);
  // then it lands: the delay line goes, the position is the bet's
  await expect(delay).toHaveCount(0, { timeout: 12_000 });
  await expect(ladderPosition(ladder, a)).toHaveText('100.00');
  await expect(ladderPosition(ladder, b)).toHaveText('-200.00');
  const bets = await apiPost(request, '/Player/GetUnmatchedBets', { Id: match.matchID }, token);
  expect(bets.data).toEqual([]);
});
