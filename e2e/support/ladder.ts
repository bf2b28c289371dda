import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { DashboardMatch } from './frozen-match';
import { e2eStack } from './stack';

/** The trading ladder of a market on the page, its switch turned on (features/ladder). */
export async function openLadder(page: Page, type: 'odds' | 'toss' = 'odds'): Promise<Locator> {
  await page.getByTestId(`ladder-switch-${type}`).click();
  const ladder = page.getByTestId(`ladder-${type}`);
  await expect(ladder).toBeVisible();
  return ladder;
}

/** A runner's price column on a ladder. */
export const ladderColumn = (ladder: Locator, key: string) =>
  ladder.getByTestId(`ladder-scroll-${key}`);

/** The row of a price (its text, '1.55') in a runner's column (`odds:<sid>`). */
export const ladderRow = (ladder: Locator, key: string, price: string) =>
  ladderColumn(ladder, key).getByTestId(`ladder-row-${price}`);

/** A runner's position shown above the ladder (Coins text). */
export const ladderPosition = (ladder: Locator, sid: string) =>
  ladder.getByTestId(`ladder-position-${sid}`).getByTestId('ladder-position-now');

/** A runner's position above the ladder in cents. */
export const ladderCents = async (ladder: Locator, sid: string): Promise<number> =>
  Math.round(Number((await ladderPosition(ladder, sid).textContent()) ?? 'NaN') * 100);

/** The selection ids of a match's market as the book odds host lists them. */
export async function marketRunners(
  request: APIRequestContext,
  match: Pick<DashboardMatch, 'eventId' | 'marketId'>,
  type: 'odds' | 'toss',
): Promise<string[]> {
  const feed = await request.get(
    `${e2eStack.bookOddsUrl}/MatchOdds/GetOddslite/4/${match.eventId}/${match.marketId}`,
  );
  const markets = (
    (await feed.json()) as { market: { marketType: string; events: { SelectionId: string }[] }[] }
  ).market;
  const market = markets.find((m) => m.marketType === type);
  if (!market) throw new Error(`no ${type} market`);
  return market.events.map((e) => e.SelectionId);
}
