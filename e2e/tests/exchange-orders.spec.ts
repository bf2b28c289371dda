import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectHeaderAgrees } from '../support/header';
import { apiPost as post } from '../support/api-post';
import {
  openOddsMarket,
  placeOddsBet,
  setOddsPrice,
  unfreezeAfterAll,
} from '../support/frozen-match';
import { DEMO, DEMO2, apiLogin, loginViaUi } from '../support/session';
import { e2eStack } from '../support/stack';

/**
 * Issue 26, the player's side: an order at a price nobody offers waits in the "Unmatched bets"
 * panel and is marked on the ladder; cancelling it gives its funds back to the header. Issue
 * 30.7: the confirmations read in one or two lines at 360 and 412 px, never over the balance.
 */
test.describe.configure({ mode: 'serial' });

interface Match {
  matchID: string;
  eventId: string;
  marketId: string;
  back1: number;
  inPlay: boolean;
}

/** A two-runner match, its market open at best back 1.55 / best lay 1.57 on the first runner. */
async function preparedMatch(request: APIRequestContext) {
  await post(request, '/__test/Reset', {});
  await post(request, '/__test/Sports/Control', { Frozen: true, BetDelayMs: 0 });
  const { token } = await apiLogin(request, DEMO);
  const dash = (await post(request, '/DashBoard/GetDashboard', { SportId: 4 }, token)).data as {
    sportMathes: { mathes: Match[] }[];
  };
  const matches = dash.sportMathes[0]?.mathes ?? [];
  const match =
    matches.find((m) => m.back1 === 0 && !m.inPlay) ?? matches.find((m) => m.back1 === 0);
  if (!match) throw new Error('no two-runner match');
  const feed = await request.get(
    `http://127.0.0.1:${4002 + e2eStack.offset}/MatchOdds/GetOddslite/4/${match.eventId}/${match.marketId}`,
  );
  const market = (
    (await feed.json()) as {
      market: { events: { SelectionId: string; RunnerName: string }[] }[];
    }
  ).market[0]!;
  const [a, b] = market.events;
  await openOddsMarket(request, match);
  for (const [sid, Side, Price] of [
    [a!.SelectionId, 'back', '1.55'],
    [a!.SelectionId, 'lay', '1.57'],
    [b!.SelectionId, 'back', '2.70'],
    [b!.SelectionId, 'lay', '2.80'],
  ] as const)
    await setOddsPrice(request, match, { SelectionId: sid, Side, Price });
  return { match, runner: a!.SelectionId, name: a!.RunnerName };
}

type Prepared = Awaited<ReturnType<typeof preparedMatch>>;

async function openMatch(page: Page, { match }: Prepared) {
  await page.getByTestId(`match-${match.matchID}`).getByRole('link', { name: /Open/ }).click();
  await expect(page.getByTestId('market-odds')).toBeVisible();
}

/** Lays `stake` on the runner one tick under its best lay (1.56): nobody offers that price. */
async function layAt156(page: Page, { runner, name }: Prepared, stake: string) {
  await page.getByTestId(`odds-${runner}-lay1`).click();
  const slip = page.getByRole('dialog', { name: 'Bet slip' });
  await slip.getByRole('button', { name: 'Lower odds' }).click();
  await expect(slip.getByTestId('slip-odds')).toHaveValue('1.56');
  await slip.getByLabel('Stake').fill(stake);
  await expect(slip.getByTestId('slip-match-now')).toHaveText(
    `Nothing on offer at this price matches nowWaits in the book: ${Number(stake).toFixed(2)} at 1.56`,
  );
  await expect(slip.getByRole('checkbox', { name: 'Keep in play' })).not.toBeChecked();
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(page.getByTestId('bet-confirmation').locator('p')).toHaveText(
    `Bet placed: Lay ${name} ${Number(stake).toFixed(2)} · ${Number(stake).toFixed(2)} waiting at 1.56`,
  );
}

unfreezeAfterAll();

test('a lay nobody offers waits in the panel and on the ladder; cancelled, its funds come back', async ({
  page,
  request,
}) => {
  const prepared = await preparedMatch(request);
  await loginViaUi(page, DEMO, '/matches');
  const balance = await page.getByTestId('header-balance').textContent();
  await openMatch(page, prepared);
  await layAt156(page, prepared, '200');

  const panel = page.getByTestId('unmatched-bets');
  const order = panel.getByRole('listitem');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(`Lay ${prepared.name} at 1.56`);
  await expect(order).toContainText('Waiting 200.00');
  await expect(
    page.getByTestId(`runner-odds-${prepared.runner}`).getByText('Lay 1.56: 200.00 waiting'),
  ).toBeVisible();
  // the waiting lay reserves its worst case, 200 x 0.56; the header counts the waiting order
  await expect(page.getByTestId('header-exposure')).toHaveText('Exp 112.00');
  await expect(page.getByTestId('header-waiting')).toHaveText('1 waiting');
  await expectHeaderAgrees(page, request);

  await order.getByRole('button', { name: /^Cancel Lay/ }).click();
  await expect(page.getByTestId('bet-confirmation')).toContainText(
    `Cancelled: Lay ${prepared.name} at 1.56, 200.00`,
  );
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId(`runner-odds-${prepared.runner}`)).not.toContainText('waiting');
  await expect(page.getByTestId('header-balance')).toHaveText(balance ?? '');
  await expect(page.getByTestId('header-exposure')).toHaveCount(0);
  await expectHeaderAgrees(page, request);
});

test('the slip shows a lay at the price it matches at and the own stake limit; a wrong stake places nothing', async ({
  page,
  request,
}) => {
  const prepared = await preparedMatch(request);
  // the player's own stake limit (lower than the operator's maximum) is the maximum shown
  const { token } = await apiLogin(request, DEMO);
  await post(request, '/SaferGambling/SetLimit', { Kind: 'stake', Amount: '150' }, token);
  await loginViaUi(page, DEMO, '/matches');
  await openMatch(page, prepared);
  await page.getByTestId(`odds-${prepared.runner}-lay1`).click();
  const slip = page.getByRole('dialog', { name: 'Bet slip' });
  await expect(slip.getByRole('heading')).toHaveText(`Lay ${prepared.name} · Match Odds`);
  await expect(slip.getByTestId('slip-limits')).toContainText(
    'Max 150.00 Coins (Your stake limit)',
  );
  // typed off the ladder (2.51 sits between 2.50 and 2.52): set to the nearest price
  const odds = slip.getByTestId('slip-odds');
  await odds.fill('2.51');
  await odds.press('Enter');
  await expect(odds).toHaveValue('2.50');
  await expect(slip.getByText('Odds set to 2.50, the nearest price on the ladder')).toBeVisible();
  // a lay asked at 2.50 takes the best lay, 1.57: liability and what-if for 1.57, not 2.50
  await slip.getByLabel('Stake').fill('100');
  await expect(slip.getByTestId('slip-match-now')).toHaveText('Matches now: 100.00 at 1.57');
  await expect(slip.getByTestId('slip-liability')).toHaveText('Liability: 57.00 Coins');
  const after = page.getByTestId(`preview-${prepared.runner}`);
  const now = slip.getByRole('row').filter({ has: after }).getByRole('cell').nth(1);
  const coins = async (cell: typeof now) => Number((await cell.textContent())?.replace(/,/g, ''));
  await expect.poll(async () => (await coins(after)) - (await coins(now))).toBe(-57);
  // a minus sign is not stripped: its own sentence, the stake kept, nothing placed
  await slip.getByLabel('Stake').fill('-100');
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(slip.getByRole('alert')).toHaveText(
    'A stake cannot be negative: type it without the minus sign',
  );
  await expect(slip.getByLabel('Stake')).toHaveValue('-100');
  await slip.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('header-waiting')).toHaveCount(0);
  await expect(page.getByTestId(`position-odds-${prepared.runner}`)).toHaveCount(0);
});

test('demo2 backs at the price demo waits at: both see the match without a reload', async ({
  browser,
  page,
  request,
}) => {
  const prepared = await preparedMatch(request);
  await loginViaUi(page, DEMO, '/matches');
  await openMatch(page, prepared);
  await layAt156(page, prepared, '200');
  await expect(page.getByTestId('unmatched-bets').getByRole('listitem')).toHaveCount(1);

  const other = await browser.newContext();
  try {
    const page2 = await other.newPage();
    await loginViaUi(page2, DEMO2, '/matches');
    await openMatch(page2, prepared);
    const { token } = await apiLogin(request, DEMO2);
    const placed = await placeOddsBet(request, token, prepared.match, {
      SelectionId: prepared.runner,
      Side: 'back',
      Price: '1.56',
      Stake: '200.00',
    });
    const reply = placed.data as { matched?: string } | null;
    test.skip(
      placed.status !== 0 || reply?.matched !== '200.00',
      `the API did not match demo2's back at 1.56 against demo's waiting lay (${placed.message}, ` +
        `matched ${reply?.matched}): players are not matched against each other yet (issue 26, "book")`,
    );
    // demo: the order leaves the panel with a toast and the position shows, no reload
    await expect(page.getByTestId('unmatched-bets')).toHaveCount(0);
    await expect(page.getByTestId('bet-confirmation')).toContainText(`Lay ${prepared.name}`);
    await expect(page.getByTestId(`position-odds-${prepared.runner}`)).toHaveText('-112.00');
    // demo2 sees the bet matched on its page too
    await expect(page2.getByTestId(`position-odds-${prepared.runner}`)).toHaveText('112.00');
  } finally {
    await other.close();
  }
});

for (const width of [360, 412]) {
  test(`at ${width} px the confirmations read in one or two lines, clear of the header's balance`, async ({
    browser,
    request,
  }, testInfo) => {
    const prepared = await preparedMatch(request);
    const context = await browser.newContext({ viewport: { width, height: 780 } });
    try {
      const page = await context.newPage();
      await loginViaUi(page, DEMO, '/matches');
      await openMatch(page, prepared);
      const confirmation = page.getByTestId('bet-confirmation');
      const check = async (what: string) => {
        await expect(confirmation).toContainText(what);
        await testInfo.attach(`${width}px ${what}`, {
          body: await page.screenshot(),
          contentType: 'image/png',
        });
        const box = (await confirmation.boundingBox())!;
        const text = (await confirmation.locator('p').boundingBox())!;
        const balance = (await page.getByTestId('header-balance').boundingBox())!;
        const lineHeight = await confirmation
          .locator('p')
          .evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
        expect(box.width, 'the box is wide').toBeGreaterThanOrEqual(300);
        expect(Math.round(text.height / lineHeight), 'lines of text').toBeLessThanOrEqual(2);
        const overlaps =
          box.x < balance.x + balance.width &&
          balance.x < box.x + box.width &&
          box.y < balance.y + balance.height &&
          balance.y < box.y + box.height;
        expect(overlaps, 'over the header balance').toBe(false);
        await expect(page.getByRole('status').filter({ hasText: what })).toHaveAttribute(
          'aria-live',
          'polite',
        );
      };
      // placed and waiting (the longest), then cancelled, then placed and matched
      await layAt156(page, prepared, '200');
      await check('waiting at 1.56');
      await page
        .getByTestId('unmatched-bets')
        .getByRole('button', { name: /^Cancel Lay/ })
        .click();
      await check('Cancelled');
      // the cancelled lay leaves the book (the feed follows the stored book within a tick)
      const back1 = page.getByTestId(`odds-${prepared.runner}-back1`);
      await expect(back1).toContainText('1.55');
      await back1.click();
      const slip = page.getByRole('dialog', { name: 'Bet slip' });
      await slip.getByLabel('Stake').fill('100');
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      await check('Matched at 1.55');
    } finally {
      await context.close();
    }
  });
}
