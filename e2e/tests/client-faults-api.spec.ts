import {
  expect,
  test,
  type BrowserContext,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import {
  JARGON,
  countCasinoBets,
  countSportsBets,
  dropAfterServer,
  expectStillLoggedIn,
  faultFirstPost,
  jsonReply,
  malformedAfterServer,
  malformedJson,
  nextCasinoRound,
  openCasinoSlip,
  openSportsSlip,
  prepareSports,
  releaseSports,
  resetDemo,
  serverError,
  toasts,
  trackPageErrors,
  type SportsTarget,
} from '../support/faults';
import { DEMO, loginViaUi } from '../support/session';

// What the player is told (shared-auth's sentences and the reports remote's own).
const BALANCE_NOT_UPDATED = /balance could not be updated/;
const BET_UNCONFIRMED = /could not confirm your bet/;
const STATEMENT_FAILED = 'Could not load the statement. Please try again.';

let sports: SportsTarget;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ request }) => {
  sports = await prepareSports(request);
});
test.beforeEach(async ({ request }) => {
  await resetDemo(request);
});
test.afterAll(async ({ request }) => {
  await releaseSports(request);
});

/** A message the player can read: a sentence, no transport or parser jargon. */
async function expectSentence(where: Locator): Promise<string> {
  const text = (await where.innerText()).trim();
  expect(text).toMatch(/^[A-Z].*[.!]$/s);
  expect(text).not.toMatch(JARGON);
  return text;
}

async function openStatement(page: Page): Promise<void> {
  await loginViaUi(page, DEMO, '/statement');
  await expect(page.getByText(/Closing balance/)).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText(/\d Coins$/);
}

/** Two tabs of one login: the statement, and a sports slip with this stake; their page errors. */
async function statementAndSlipTabs(context: BrowserContext, stake: string) {
  const reportTab = await context.newPage();
  const errors = trackPageErrors(reportTab);
  await openStatement(reportTab);
  const betTab = await context.newPage();
  errors.push(...trackPageErrors(betTab));
  await betTab.goto('/matches');
  const slip = await openSportsSlip(betTab, sports, stake);
  return { reportTab, betTab, slip, errors };
}

/** The header's balance survives failed polls; the player is told once, and not logged out. */
async function checkBalancePoll(page: Page, fault: (route: Route) => Promise<void>) {
  const shown = await page.getByTestId('header-balance').innerText();
  await page.route('**/User/GetBalance', fault);
  const told = toasts(page).filter({ hasText: BALANCE_NOT_UPDATED });
  await expect(told).toBeVisible({ timeout: 8000 });
  const text = await expectSentence(told);
  await expect(page.getByTestId('header-balance')).toHaveText(shown);
  await page.unroute('**/User/GetBalance');
  return text;
}

async function checkStatement(page: Page, fault: (route: Route) => Promise<void>) {
  await page.route('**/User/GetStatement', fault);
  await page.getByRole('button', { name: 'Search' }).click();
  const told = toasts(page).filter({ hasText: STATEMENT_FAILED });
  await expect(told).toBeVisible();
  await page.unroute('**/User/GetStatement');
  return expectSentence(told);
}

for (const fault of [
  { name: '500 from a proxy', reply: serverError, bet: serverError },
  { name: 'malformed JSON', reply: malformedJson, bet: malformedAfterServer },
]) {
  test(`${fault.name} on the balance poll, a report and both bet slips: clear messages, one bet, still logged in`, async ({
    page,
    request,
  }) => {
    const errors = trackPageErrors(page);
    await openStatement(page);
    const balanceMsg = await checkBalancePoll(page, fault.reply);
    const reportMsg = await checkStatement(page, fault.reply);

    const sportsStake = fault.bet === serverError ? '101' : '111';
    const slip = await openSportsSlip(page, sports, sportsStake);
    const sportsKeys = await faultFirstPost(page, '**/Player/PlaceBet', fault.bet);
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    await expect(slip.getByRole('alert')).toHaveText(BET_UNCONFIRMED);
    const sportsMsg = await expectSentence(slip.getByRole('alert'));
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bet placed' })).toBeVisible();
    expect(await countSportsBets(request, sports.matchId, `${sportsStake}.00`)).toBe(1);
    expect(sportsKeys).toHaveLength(2);
    expect(sportsKeys[1]).toBe(sportsKeys[0]);

    await nextCasinoRound(request);
    const casinoStake = fault.bet === serverError ? '102' : '112';
    const casinoSlip = await openCasinoSlip(page, casinoStake);
    const casinoKeys = await faultFirstPost(page, '**/Casino/PlaceBet', fault.bet);
    let roundId = '';
    page.on('request', (r) => {
      if (r.url().endsWith('/Casino/PlaceBet') && r.method() === 'POST')
        roundId = (r.postDataJSON() as { RoundId: string }).RoundId;
    });
    await casinoSlip.getByRole('button', { name: 'Place Bet' }).click();
    const casinoTold = toasts(page).filter({ hasText: BET_UNCONFIRMED });
    await expect(casinoTold).toBeVisible();
    const casinoMsg = await expectSentence(casinoTold);
    await casinoSlip.getByRole('button', { name: 'Place Bet' }).click();
    await expect(toasts(page).filter({ hasText: 'Bet placed' })).toBeVisible();
    expect(await countCasinoBets(request, roundId, `${casinoStake}.00`)).toBe(1);
    expect(casinoKeys).toHaveLength(2);
    expect(casinoKeys[1]).toBe(casinoKeys[0]);

    await expectStillLoggedIn(page, '/games/teenpatti-t20');
    expect(errors).toEqual([]);
    console.log(
      `[client-faults] ${fault.name}: balance "${balanceMsg}" | report "${reportMsg}" | sports "${sportsMsg}" | casino "${casinoMsg}" | retry with the same key: 1 sports bet, 1 casino bet | token kept, 0 page errors`,
    );
  });
}

test('a call that hangs ends at the 15 s time-out with a clear message; the hung bet is not doubled', async ({
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { reportTab, betTab, slip, errors } = await statementAndSlipTabs(context, '103');

  // Nothing ever answers; the bet reaches the API but its reply never comes back.
  const never = () => new Promise<void>(() => undefined);
  await context.route('**/User/GetBalance', never);
  await context.route('**/User/GetStatement', never);
  const keys = await faultFirstPost(context, '**/Player/PlaceBet', async (route) => {
    await route.fetch();
    await never();
  });
  const t0 = Date.now();
  await reportTab.getByRole('button', { name: 'Search' }).click();
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(slip.getByRole('alert')).toHaveText(BET_UNCONFIRMED, { timeout: 25_000 });
  const betSeconds = (Date.now() - t0) / 1000;
  await expect(toasts(reportTab).filter({ hasText: STATEMENT_FAILED })).toBeVisible({
    timeout: 25_000,
  });
  await expect(toasts(betTab).filter({ hasText: BALANCE_NOT_UPDATED })).toBeVisible({
    timeout: 25_000,
  });
  await context.unroute('**/User/GetBalance');
  await context.unroute('**/User/GetStatement');

  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(betTab.getByRole('status').filter({ hasText: 'Bet placed' })).toBeVisible();
  expect(await countSportsBets(request, sports.matchId, '103.00')).toBe(1);
  expect(keys).toEqual([keys[0], keys[0]]);
  await expectStillLoggedIn(reportTab, '/statement');
  await expectStillLoggedIn(betTab, sports.gamePath);
  expect(errors).toEqual([]);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  console.log(
    `[client-faults] hang: the bet slip gave up after ${betSeconds.toFixed(1)} s, report and balance told the player too; retry made 1 bet; 0 page errors`,
  );
});

test('network down for 20 s: every area says so, nobody is logged out, all works again after', async ({
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { reportTab, betTab, slip, errors } = await statementAndSlipTabs(context, '104');
  const keys: string[] = [];
  betTab.on('request', (r) => {
    if (r.url().endsWith('/Player/PlaceBet') && r.method() === 'POST')
      keys.push(r.headers()['idempotency-key'] ?? '');
  });

  await context.setOffline(true);
  const t0 = Date.now();
  await reportTab.getByRole('button', { name: 'Search' }).click();
  await expect(toasts(reportTab).filter({ hasText: STATEMENT_FAILED })).toBeVisible();
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(slip.getByRole('alert')).toHaveText(BET_UNCONFIRMED);
  await expect(toasts(betTab).filter({ hasText: BALANCE_NOT_UPDATED })).toBeVisible({
    timeout: 8000,
  });
  await reportTab.waitForTimeout(Math.max(0, 20_000 - (Date.now() - t0)));
  await expectStillLoggedIn(reportTab, '/statement');
  await expectStillLoggedIn(betTab, sports.gamePath);
  await context.setOffline(false);
  const offlineSeconds = (Date.now() - t0) / 1000;

  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(betTab.getByRole('status').filter({ hasText: 'Bet placed' })).toBeVisible();
  await expect(betTab.getByTestId('header-exposure')).toHaveText('Exp 104.00');
  await expect(reportTab.getByTestId('header-exposure')).toHaveText('Exp 104.00', {
    timeout: 8000,
  });
  expect(await countSportsBets(request, sports.matchId, '104.00')).toBe(1);
  expect(keys).toEqual([keys[0], keys[0]]);
  await reportTab.getByRole('button', { name: 'Search' }).click();
  await expect(reportTab.getByText(/Closing balance/)).toBeVisible();
  expect(errors).toEqual([]);
  console.log(
    `[client-faults] offline ${offlineSeconds.toFixed(1)} s: report, bet slip and balance each told the player; after: 1 bet (same key), balance polls and the report load again; 0 page errors`,
  );
});

test('the connection drops after a bet reached the server: the player is told it is unconfirmed and the retry makes no second bet', async ({
  page,
  request,
}) => {
  const errors = trackPageErrors(page);
  await loginViaUi(page, DEMO, '/matches');
  const slip = await openSportsSlip(page, sports, '105');
  const sportsKeys = await faultFirstPost(page, '**/Player/PlaceBet', dropAfterServer);
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(slip.getByRole('alert')).toHaveText(BET_UNCONFIRMED);
  const placedBeforeRetry = await countSportsBets(request, sports.matchId, '105.00');
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bet placed' })).toBeVisible();
  expect(placedBeforeRetry).toBe(1);
  expect(await countSportsBets(request, sports.matchId, '105.00')).toBe(1);
  expect(sportsKeys).toEqual([sportsKeys[0], sportsKeys[0]]);

  await nextCasinoRound(request);
  const casinoSlip = await openCasinoSlip(page, '106');
  const casinoKeys = await faultFirstPost(page, '**/Casino/PlaceBet', dropAfterServer);
  const placed = page.waitForRequest((r) => r.url().endsWith('/Casino/PlaceBet'));
  await casinoSlip.getByRole('button', { name: 'Place Bet' }).click();
  const { RoundId } = (await placed).postDataJSON() as { RoundId: string };
  await expect(toasts(page).filter({ hasText: BET_UNCONFIRMED })).toBeVisible();
  await casinoSlip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(toasts(page).filter({ hasText: 'Bet placed' })).toBeVisible();
  expect(await countCasinoBets(request, RoundId, '106.00')).toBe(1);
  expect(casinoKeys).toEqual([casinoKeys[0], casinoKeys[0]]);
  await expectStillLoggedIn(page, '/games/teenpatti-t20');
  expect(errors).toEqual([]);
  console.log(
    `[client-faults] connection lost after the API placed the bet: sports and casino slips said "unconfirmed"; 1 bet each after a retry with the same key`,
  );
});

test('a 401 on a report and status 1 on the balance log the player out, as the spec says', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await openStatement(page);
  await page.route('**/User/GetStatement', jsonReply(401, { status: 1, message: 'Unauthorized' }));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Please Login To Continue' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await loginViaUi(page, DEMO, '/dashboard');
  await page.route(
    '**/User/GetBalance',
    jsonReply(200, { status: 1, message: 'Session expired', data: null }),
  );
  await expect(page.getByRole('heading', { name: 'Please Login To Continue' })).toBeVisible({
    timeout: 8000,
  });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(errors).toEqual([]);
  console.log('[client-faults] 401 on GetStatement and status 1 on GetBalance: back to login');
});
