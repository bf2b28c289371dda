import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiPost } from '../support/api-post';
import { clearOfMidnight, msToMidnight } from '../support/clear-of-midnight';
import { loginViaUi } from '../support/session';
import { e2eStack } from '../support/stack';
import { expectTimeLimitLogout, setTimeLimitOnPage } from '../support/time-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ZONE = 'Asia/Kolkata';

/** Moves the API's rules clock (POST /__test/Clock) and answers its time in ms. */
async function moveApiClock(request: APIRequestContext, body: object): Promise<number> {
  const reply = await apiPost(request, '/__test/Clock', body);
  return Date.parse((reply.data as { now: string }).now);
}

/** The API's clock and then the page's move on by `ms` (the page's timers due by then fire). */
async function moveBothClocks(page: Page, request: APIRequestContext, ms: number) {
  const at = await moveApiClock(request, { Advance: ms });
  await page.clock.fastForward(ms);
  return at;
}

/** A new player with no sessions today but the one CreatePlayers opens (its token), reminders off. */
async function newPlayer(request: APIRequestContext, tag: string) {
  const prefix = `${tag}${Date.now().toString(36)}`;
  const made = await apiPost(request, '/__test/CreatePlayers', {
    Count: 1,
    Balance: '1000',
    Prefix: prefix,
  });
  expect(made.status).toBe(0);
  const { token } = (made.data as { players: { token: string }[] }).players[0]!;
  // A day on the clock would make the hourly session reminder due and cover the page.
  const off = await apiPost(
    request,
    '/SaferGambling/SetRealityCheck',
    { IntervalMinutes: 0 },
    token,
  );
  expect(off.status).toBe(0);
  return { user: `${prefix}1`, password: 'demo1234', token };
}

// A moved clock left behind would move every later spec's: put it back even after a failure.
test.beforeEach(async ({ request, page }) => {
  await clearOfMidnight([ZONE]);
  expect((await request.post(`${e2eStack.apiUrl}/__test/Reset`)).ok()).toBe(true);
  await page.clock.install({ time: Date.now() });
});
test.afterEach(async ({ request }) => {
  expect((await request.post(`${e2eStack.apiUrl}/__test/Reset`)).ok()).toBe(true);
});

test('a raise of a daily loss limit waits 24 hours, then the player confirms it and it holds', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'rs');
  await loginViaUi(page, player, '/safer-gambling');
  const daily = page.getByRole('listitem', { name: 'Daily loss limit' });
  await daily.getByLabel('New daily loss limit in Coins').fill('100');
  await daily.getByRole('button', { name: 'Set' }).click();
  await expect(daily.getByTestId('limit-daily-amount')).toHaveText('100.00 Coins');
  await daily.getByLabel('New daily loss limit in Coins').fill('500');
  await daily.getByRole('button', { name: 'Set' }).click();
  const pending = daily.getByTestId('limit-daily-pending');
  await expect(pending).toContainText(
    /Raise to 500.00 Coins asked: you can confirm it from \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d IST/,
  );
  await expect(pending.getByRole('button', { name: 'Cancel this change' })).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Confirm this change' })).toHaveCount(0);
  // The lower limit holds meanwhile.
  await expect(daily.getByTestId('limit-daily-amount')).toHaveText('100.00 Coins');

  // 23 h 59 min on, a confirmation is still refused, with the time it can be given.
  await moveBothClocks(page, request, 24 * HOUR - MINUTE);
  const early = await apiPost(
    request,
    '/SaferGambling/ConfirmPending',
    { Kind: 'daily' },
    player.token,
  );
  expect(early).toMatchObject({ status: 1 });
  expect(early.message).toMatch(
    /^You can confirm this change of your daily loss limit from \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d IST$/,
  );

  await moveBothClocks(page, request, 2 * MINUTE);
  await page.reload();
  await expect(pending).toContainText('Raise to 500.00 Coins asked: confirm it to apply it');
  await expect(daily.getByTestId('limit-daily-amount')).toHaveText('100.00 Coins');
  await pending.getByRole('button', { name: 'Confirm this change' }).click();
  await expect(daily.getByTestId('limit-daily-amount')).toHaveText('500.00 Coins');
  await expect(pending).toHaveCount(0);
  await page.reload();
  await expect(daily.getByTestId('limit-daily-amount')).toHaveText('500.00 Coins');
});

test('a daily time limit: the session ends at it, the login is refused until local midnight, then works', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'tc');
  await loginViaUi(page, player, '/safer-gambling');
  await setTimeLimitOnPage(page, 2);

  // 3 minutes on both clocks: the page's timer at the limit's end finds the session ended.
  const at = await moveBothClocks(page, request, 3 * MINUTE);
  await expectTimeLimitLogout(page, player);
  // The API's sentence names the moment: the next local midnight.
  const refused = await request.post(`${e2eStack.apiUrl}/Authenticate/Login`, {
    data: { UserName: player.user, Password: player.password, IpAddress: '0.0.0.0' },
  });
  const midnight = new Date(at + msToMidnight(ZONE, at));
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(midnight);
  expect(await refused.json()).toMatchObject({
    status: 1,
    message: `You have reached your daily time limit of 2 min. You can log in again from ${day} 00:00 IST`,
  });

  // Just past that midnight the login works.
  const now = await moveApiClock(request, { Advance: 0 });
  await moveBothClocks(page, request, midnight.getTime() - now + 10_000);
  await loginViaUi(page, player, '/safer-gambling');
  await expect(page.getByTestId('limit-time-amount')).toHaveText('0 h 2 min');
});
