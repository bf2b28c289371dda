import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, apiLogin, loginViaUi } from '../support/session';
import { e2eStack } from '../support/stack';

interface DashboardMatch {
  matchID: string;
  eventId: string;
  marketId: string;
  inPlay: boolean;
}
interface FeedEvent {
  SelectionId: string;
  RunnerName: string;
  BackPrice1: number;
  LayPrice1: number;
}

const api = e2eStack.apiUrl;
const control = (request: APIRequestContext, path: string, data: object) =>
  request.post(`${api}/__test/Sports/${path}`, { data }).then(async (res) => {
    expect(res.ok(), await res.text()).toBe(true);
  });

let match: DashboardMatch;
let runners: FeedEvent[];
let session: FeedEvent;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  expect((await request.post(`${api}/__test/Reset`)).ok()).toBe(true);
  // pin the feed (no ticks) and use a short in-play bet delay for the test
  await control(request, 'Control', { Frozen: true, BetDelayMs: 300 });
  const { token } = await apiLogin(request, DEMO);
  const dash = await request.post(`${api}/DashBoard/GetDashboard`, {
    data: { SportId: 4 },
    headers: { authorization: `Bearer ${token}` },
  });
  const list = (await dash.json()).data.sportMathes[0].mathes as DashboardMatch[];
  match = list.find((m) => m.inPlay) as DashboardMatch;
  expect(match).toBeTruthy();
  const book = await request.get(
    `http://127.0.0.1:${4002 + e2eStack.offset}/MatchOdds/GetOddslite/4/${match.eventId}/${match.marketId}`,
  );
  runners = (await book.json()).market[0].events;
  const fancy = await request.get(
    `http://127.0.0.1:${4001 + e2eStack.offset}/MatchOdds/GetOddslite/4/${match.eventId}/${match.marketId}`,
  );
  session = (await fancy.json()).market[0].events[0];
  for (const kind of ['odds', 'book', 'session'])
    await control(request, 'SetMarketStatus', {
      MatchId: match.matchID,
      MarketType: kind,
      Status: 'OPEN',
    });
});

test.afterAll(async ({ request }) => {
  await control(request, 'Control', { Frozen: false, BetDelayMs: 2000 });
});

const gamePath = () => `/sportGame/${match.matchID}/${match.eventId}/${match.marketId}`;

/**
 * Logs in on /matches and opens the match by its link. (A full page load of a /sportGame/a/b/c
 * deep link currently 404s: the host's index.html loads main.js by a relative path.)
 */
async function openMatch(page: Page): Promise<void> {
  await loginViaUi(page, DEMO, '/matches');
  await page.getByTestId(`match-${match.matchID}`).getByRole('link', { name: /Open/ }).click();
  await expect(page).toHaveURL(new RegExp(`${gamePath()}$`));
  await expect(page.getByTestId('market-odds')).toBeVisible();
}

test('matches list opens a match; back, lay and fancy bets change balance, positions and bet lists', async ({
  page,
}) => {
  await loginViaUi(page, DEMO, '/matches');
  const row = page.getByTestId(`match-${match.matchID}`);
  await expect(row).toBeVisible();
  await expect(row.getByText('In play')).toBeVisible();
  await row.getByRole('link', { name: /Open/ }).click();
  await expect(page).toHaveURL(new RegExp(`${gamePath()}$`));
  await expect(page.getByTestId('market-odds')).toBeVisible();
  // (stored in a task after the frame that draws the market)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('bookOddsData')))
    .toContain('"market"');
  const [a, b] = runners;
  if (!a || !b) throw new Error('need two runners');

  // back runner A for 100
  await page.getByTestId(`odds-${a.SelectionId}-back1`).click();
  const slip = page.getByRole('dialog', { name: 'Bet slip' });
  await expect(slip.getByTestId('slip-odds')).toHaveValue(a.BackPrice1.toFixed(2));
  await slip.getByLabel('Stake').fill('100');
  await expect(slip.getByTestId(`preview-${b.SelectionId}`)).toHaveText('-100.00');
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bet placed' })).toBeVisible();
  await expect(page.getByTestId('header-exposure')).toHaveText('Exp 100.00');
  await expect(page.getByTestId('header-balance')).toHaveText('99,900.00 Coins');
  await expect(page.getByTestId(`position-odds-${b.SelectionId}`)).toHaveText('-100.00');
  await expect(page.getByTestId('bets-odds').getByRole('row')).toHaveCount(2);

  // lay runner B for 100: now B winning costs 100 + liability
  await page.getByTestId(`odds-${b.SelectionId}-lay1`).click();
  await slip.getByLabel('Stake').fill('100');
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(page.getByTestId('bets-odds').getByRole('row')).toHaveCount(3);
  const liability = Math.ceil(100 * (Math.round(b.LayPrice1 * 100) - 100)) / 100;
  await expect(page.getByTestId(`position-odds-${b.SelectionId}`)).toHaveText(
    `-${(100 + liability).toFixed(2)}`,
  );

  // fancy YES for 100
  await page.getByTestId(`session-${session.SelectionId}-yes`).click();
  await slip.getByLabel('Stake').fill('100');
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(page.getByTestId('bets-session').getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('bets-session')).toContainText(session.RunnerName);
  await expect(page.getByTestId(`session-exposure-${session.SelectionId}`)).toHaveText('-100.00');
  await expect(page.getByTestId('header-exposure')).toHaveText(
    // the header groups as Indian Coins are (1,000; 1,00,000) (a lay at live in-play odds can cost over 1,000)
    `Exp ${(200 + liability).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );
});

test('a price the market moved away from waits unmatched, reserved, until cancelled; a suspended market cannot be bet', async ({
  page,
  request,
}) => {
  await openMatch(page);
  const a = runners[0];
  if (!a) throw new Error('no runner');
  const exposure = page.getByTestId('header-exposure');
  await expect(exposure).toHaveText(/^Exp /);
  const before = (await exposure.textContent()) ?? '';
  const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  await page.getByTestId(`odds-${a.SelectionId}-back1`).click();
  const slip = page.getByRole('dialog', { name: 'Bet slip' });
  await slip.getByLabel('Stake').fill('100');
  await control(request, 'SetPrice', {
    MatchId: match.matchID,
    MarketType: 'odds',
    SelectionId: a.SelectionId,
    Side: 'back',
    Price: '1.01',
  });
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  // nothing is offered at the asked price any more: the back waits, its stake reserved
  await expect(page.getByRole('status').filter({ hasText: 'Bet placed' })).toBeVisible();
  await expect(page.getByTestId(`odds-${a.SelectionId}-back1`)).toContainText('1.01');
  await expect
    .poll(async () => cents((await exposure.textContent()) ?? ''))
    .toBe(cents(before) + 10_000);
  const { token } = await apiLogin(request, DEMO);
  const headers = { authorization: `Bearer ${token}` };
  const waiting = await request.post(`${api}/Player/GetUnmatchedBets`, {
    headers,
    data: { Id: match.matchID },
  });
  const orders = (await waiting.json()).data as { betId: string; remaining: string }[];
  expect(orders).toEqual([expect.objectContaining({ remaining: '100.00' })]);
  const cancel = await request.post(`${api}/Player/CancelBet`, {
    headers: { ...headers, 'idempotency-key': `e2e-cancel-${Date.now()}` },
    data: { BetId: orders[0]?.betId },
  });
  expect((await cancel.json()).data).toMatchObject({ cancelled: 1, released: '100.00' });
  // the account stream brings the released funds back to the header without a reload
  await expect(exposure).toHaveText(before);

  await control(request, 'SetMarketStatus', {
    MatchId: match.matchID,
    MarketType: 'odds',
    Status: 'SUSPENDED',
  });
  const market = page.getByTestId('market-odds');
  await expect(market.getByRole('status')).toHaveText('SUSPENDED');
  await expect(page.getByTestId(`odds-${a.SelectionId}-back1`)).toBeDisabled();
  // the server refuses too, whatever the client sends
  const res = await request.post(`${api}/Player/PlaceBet`, {
    headers,
    data: {
      MatchId: match.matchID,
      EventId: match.eventId,
      MarketId: match.marketId,
      MarketType: 'odds',
      SelectionId: a.SelectionId,
      Side: 'back',
      Price: '1.01',
      Stake: '100',
    },
  });
  expect((await res.json()).message).toBe('Market is suspended');
  await control(request, 'SetMarketStatus', {
    MatchId: match.matchID,
    MarketType: 'odds',
    Status: 'OPEN',
  });
});

test('Completed-bets lists the fancy bet after settlement', async ({ page, request }) => {
  await openMatch(page);
  await expect(page.getByTestId('bets-session')).toContainText(session.RunnerName);
  // the player watches the match end: every market settles (YES at the line wins: score above it)
  await control(request, 'SettleMatch', {
    MatchId: match.matchID,
    WinnerSelectionId: runners[0]?.SelectionId,
    Scores: { [session.SelectionId]: session.BackPrice1 + 5 },
  });
  await expect(
    page.getByText('This match has finished and every market is settled.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Completed fancy bets' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/Completed-bets/${match.matchID}/${match.eventId}/${match.marketId}$`),
  );
  const table = page.getByRole('table', { name: 'completed fancy bets' });
  await expect(table.getByRole('cell', { name: session.RunnerName })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Total Plus Minus' })).toContainText(
    '100.00',
  );
  await expect(page.getByTestId('completed-total')).toHaveClass(/amount-pos/);
  await expect(page.getByTestId('header-exposure')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('link', { name: 'BACK TO MATCH' }).click();
  await expect(page).toHaveURL(new RegExp(`${gamePath()}$`));
});
