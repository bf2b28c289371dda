import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { frozenUpcomingMatch, sportsControl } from '../support/frozen-match';
import { DEMO, loginViaUi } from '../support/session';

// Issue 31: the match chart on a fast clock. The feed is frozen and the test bowls the balls
// (/__test/Sports/Bowl): the chart grows by an over, a wicket mark appears, and the markets
// below it do not move; axe finds nothing serious, chart or table.

interface Score {
  innings: { wickets: number; overs: string; closed: boolean }[];
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const control = sportsControl;
const bowl = async (request: APIRequestContext, matchId: string, force?: string): Promise<Score> =>
  (
    await control(request, 'Bowl', {
      MatchId: matchId,
      Balls: 1,
      ...(force ? { Force: force } : {}),
    })
  ).data;

/** Bowls until the over being bowled ends; the first ball forced when asked. */
async function bowlOver(
  request: APIRequestContext,
  matchId: string,
  force?: string,
): Promise<Score> {
  let score = await bowl(request, matchId, force);
  for (let n = 0; n < 40; n += 1) {
    const inn = score.innings.at(-1)!;
    if (inn.closed || inn.overs.endsWith('.0')) return score;
    score = await bowl(request, matchId);
  }
  return score;
}

/** The points of the first runner's chance line ("M.. L.. L.."). */
const points = async (chart: Locator): Promise<number> =>
  ((await chart.locator('path.match-chart__c0').getAttribute('d')) ?? '').split(/[ML]/).length - 1;

/** Records every layout shift of the page (not after an input). */
function recordShifts(): void {
  const w = window as unknown as { __cls: number };
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!e.hadRecentInput) w.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

test('the chart grows by an over and marks a wicket; the prices below do not move', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { match } = await frozenUpcomingMatch(request);
  const id = match.matchID;

  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(recordShifts);
  await loginViaUi(page, DEMO, '/matches');
  await page.getByTestId(`match-${id}`).getByRole('link', { name: /Open/ }).click();
  const chart = page.getByRole('region', { name: 'Match chart' });
  await expect(chart.getByText('The chart starts with the toss.')).toBeVisible();

  // The toss: the chart starts with each side's chance.
  await control(request, 'Bowl', { MatchId: id, Balls: 0 });
  const img = chart.getByRole('img');
  await expect(img).toBeVisible();
  // The first over, then where the markets sit.
  let score = await bowlOver(request, id, '1');
  await expect.poll(() => points(chart)).toBe(2);
  const odds = page.getByTestId('market-odds');
  // where the markets sit under the chart, and the chart's height ("Odds delayed" may show above
  // both on a frozen feed)
  const place = () =>
    Promise.all([odds, chart].map((l) => l.boundingBox())).then(([o, c]) => [
      o!.y - c!.y,
      o!.height,
      c!.height,
    ]);
  const before = await place();
  const shiftsBefore = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);

  // The next over opens with a wicket: one more point and a wicket mark.
  score = await bowlOver(request, id, 'W');
  await expect.poll(() => points(chart)).toBe(3);
  await expect(chart.getByTestId('wicket-mark')).toHaveCount(score.innings.at(-1)!.wickets);
  await expect(img).toHaveAttribute('aria-label', /wickets? marked/);
  expect(await place()).toEqual(before);
  const shifts = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(shifts - shiftsBefore).toBeLessThanOrEqual(0.01);

  // 360 px wide, and nothing serious for axe: the chart, then its table.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const axe = async () =>
    (
      await new AxeBuilder({ page }).include('.match-chart').withTags(WCAG_21_AA).analyze()
    ).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
  expect(await axe()).toEqual([]);
  await chart.getByRole('button', { name: 'Runs per over' }).click();
  await expect(chart.locator('.match-chart__bar rect')).toHaveCount(2);
  // at 360 px the table toggle covers none of the views (it covered "Worm" by 25 px)
  const toggle = (await chart.getByRole('button', { name: 'Table' }).boundingBox())!;
  const worm = (await chart.getByRole('button', { name: 'Worm' }).boundingBox())!;
  expect(worm.x + worm.width).toBeLessThanOrEqual(toggle.x);
  await chart.getByRole('button', { name: 'Table' }).click();
  const table = chart.getByRole('table', { name: 'The match by over' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  expect(await axe()).toEqual([]);
  expect(await place()).toEqual(before);
  await control(request, 'Control', { Frozen: false, BetDelayMs: 2000 });
});
