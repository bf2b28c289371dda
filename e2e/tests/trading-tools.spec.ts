import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, apiLogin, loginViaUi } from '../support/session';
import { apiPost } from '../support/api-post';
import { e2eStack } from '../support/stack';

type DashboardMatch = Record<'matchID' | 'eventId' | 'marketId' | 'result', string> & {
  inPlay: boolean;
};
type FeedEvent = Record<'SelectionId' | 'status', string> & { BackPrice1: number };

const post = apiPost;

let match: DashboardMatch;
let runner: FeedEvent;
let sid = '';
let token = '';
// one page and one login for both tests (the second goes on where the first ended)
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, request }) => {
  await post(request, '/__test/Reset', {});
  await post(request, '/__test/Sports/Control', { Frozen: true, BetDelayMs: 300 });
  token = (await apiLogin(request, DEMO)).token;
  const dash = await post(request, '/DashBoard/GetDashboard', { SportId: 4 }, token);
  const list = (dash.data as { sportMathes: { mathes: DashboardMatch[] }[] }).sportMathes[0]!;
  const feed = (port: number, m: DashboardMatch) =>
    request
      .get(
        `http://127.0.0.1:${port + e2eStack.offset}/MatchOdds/GetOddslite/4/${m.eventId}/${m.marketId}`,
      )
      .then(async (r) => (await r.json()).market[0].events as FeedEvent[]);
  // in play and not finished (a match played out by an earlier spec keeps its row a while), with
  // a session still open: late in a long run the first match's sessions may all have closed
  for (const m of list.mathes.filter((x) => x.inPlay && !x.result)) {
    // the last open session (innings runs, fours, sixes): the furthest from settling
    const open = (await feed(4001, m)).filter((e) => e.status !== 'CLOSED').at(-1);
    if (!open) continue;
    [match, sid] = [m, open.SelectionId];
    break;
  }
  if (!sid) throw new Error('no match in play has an open session');
  runner = (await feed(4002, match))[0]!;
  for (const kind of ['odds', 'session'])
    await post(request, '/__test/Sports/SetMarketStatus', {
      MatchId: match.matchID,
      MarketType: kind,
      Status: 'OPEN',
    });
  page = await browser.newPage();
  await loginViaUi(page, DEMO, '/matches');
});

test.afterAll(async ({ request }) => {
  await page?.close(); // none when beforeAll failed before opening it
  await post(request, '/__test/Sports/Control', { Frozen: false, BetDelayMs: 2000 });
  await post(request, '/__test/Reset', {}); // one-click off again for the other specs
});

/** Puts the session's line and rate for a side on offer and bets on it through the API. */
async function fancyBet(
  request: APIRequestContext,
  side: 'yes' | 'no',
  line: number,
  rate: number,
  stake: string,
) {
  const ids = { MatchId: match.matchID, SelectionId: sid };
  const price = { Side: side, Price: String(rate), Line: line };
  await post(request, '/__test/Sports/SetPrice', { ...ids, MarketType: 'session', ...price });
  const body = { ...ids, EventId: match.eventId, MarketId: match.marketId };
  const placed = await post(
    request,
    '/Player/PlaceBet',
    { ...body, MarketType: 'session', ...price, Stake: stake },
    token,
  );
  expect(placed.message).toBe('Bet placed');
}

async function openMatch(): Promise<void> {
  await page.getByTestId(`match-${match.matchID}`).getByRole('link', { name: /Open/ }).click();
  await expect(page.getByTestId('market-odds')).toBeVisible();
}

const chips = () => page.getByTestId(`fancy-book-${sid}`).getByRole('listitem');

test('the fancy book equals a hand computation for Yes and No bets at different lines', async ({
  request,
}) => {
  await fancyBet(request, 'yes', 50, 100, '100'); // >= 50: +100, else -100
  await fancyBet(request, 'no', 52, 110, '200'); // < 52: +200, else -220
  await openMatch();
  await expect(chips()).toHaveText([
    '49 or less100.00', // -100 + 200
    '50 to 51300.00', // 100 + 200
    '52 or more-120.00', // 100 - 220
  ]);

  // what-if in the slip: Yes 55 @ 90 for 100 (>= 55: +90, else -100), then the book follows it
  await post(request, '/__test/Sports/SetPrice', {
    MatchId: match.matchID,
    MarketType: 'session',
    SelectionId: sid,
    Side: 'yes',
    Price: '90',
    Line: 55,
  });
  const yes = page.getByTestId(`session-${sid}-yes`);
  await expect(yes).toHaveText('55 90'); // the feed polled once more: line 55, rate 90
  await yes.click();
  const slip = page.getByRole('dialog', { name: 'Bet slip' });
  await slip.getByLabel('Stake').fill('100');
  const whatIf = slip.getByRole('table', { name: 'Position after this bet' }).getByRole('row');
  await expect(whatIf).toHaveText([
    'RunsNowWith this bet',
    '49 or less100.000.00',
    '50 to 51300.00200.00',
    '52 to 54-120.00-220.00',
    '55 or more-120.00-30.00',
  ]);
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Matched at 90 (55)' })).toBeVisible();
  await expect(chips()).toHaveText([
    '49 or less0.00',
    '50 to 51200.00',
    '52 to 54-220.00',
    '55 or more-30.00',
  ]);
});

test('one-click: off by default, stored on the server, exactly one bet per tap', async ({
  request,
}) => {
  const oddsBets = async () =>
    (
      (await post(request, '/Player/GetOddsBetList', { Id: match.matchID }, token))
        .data as unknown[]
    ).length;
  const toggle = page.getByRole('switch', { name: 'One-click betting' });
  await expect(toggle).not.toBeChecked();
  await page.getByLabel('Stake').selectOption('100.00');
  await toggle.check();
  await expect(page.getByTestId('one-click-marker')).toContainText('bets 100.00 Coins');
  const stored = await post(request, '/User/GetStakeSettings', {}, token);
  expect(stored.data).toMatchObject({ oneClick: true, oneClickStake: '100.00' });

  const cell = page.getByTestId(`odds-${runner.SelectionId}-back1`);
  const status = page.getByTestId('one-click-status');
  const price = runner.BackPrice1.toFixed(2);
  await cell.click();
  await expect(page.getByRole('dialog', { name: 'Bet slip' })).toHaveCount(0);
  await expect(status).toContainText(`Matched at ${price}`);
  expect(await oddsBets()).toBe(1);
  await status.getByRole('button', { name: 'OK' }).click();
  await cell.click();
  await expect(status).toContainText(`Matched at ${price}`);
  expect(await oddsBets()).toBe(2);
  // a double tap: the second tap finds the first bet in its in-play delay and places nothing
  await cell.dblclick();
  await expect(status).toContainText(`Matched at ${price}`);
  expect(await oddsBets()).toBe(3);
});
