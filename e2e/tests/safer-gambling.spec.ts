import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiPost } from '../support/api-post';
import { DEMO, apiLogin, loginViaUi, setBalance } from '../support/session';
import { clearOfMidnight } from '../support/clear-of-midnight';
import { e2eStack } from '../support/stack';
import { expectTimeLimitLogout, setTimeLimitOnPage } from '../support/time-limit';

// The browser is in India: the client words a refusal's dates in the browser's zone (IST).
test.use({ timezoneId: 'Asia/Kolkata' });

/** Player B: AS KS QS (pure sequence) beats Player A: 2H 3D 5C (dealt alternately). */
const PLAYER_B_WINS = ['2H', 'AS', '3D', 'KS', '5C', 'QS'];

/** No serious or critical WCAG 2.1 A/AA violation, and nothing wider than a 360 px phone. */
async function expectPhoneFriendly(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} on ${v.nodes[0]?.target.join(' ')}`);
  expect(bad).toEqual([]);
}

const casino = (request: APIRequestContext, action: string, data: object) =>
  apiPost(request, `/__test/Casino/${action}`, data);

// A time-out or a limit left behind would stop every later spec's demo player.
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${e2eStack.apiUrl}/__test/Reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect((await request.post(`${e2eStack.apiUrl}/__test/Reset`)).ok()).toBe(true);
});

test('a daily loss limit set on the page: lose up to it, the header marks it, the next bet is refused with what is left', async ({
  page,
  request,
}) => {
  await clearOfMidnight(['Asia/Kolkata']);
  await setBalance(request, DEMO.user, '10000.00');
  await loginViaUi(page, DEMO, '/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /SAFER GAMBLING/ })
    .click();
  await expect(page).toHaveURL(/\/safer-gambling$/);
  const daily = page.getByRole('listitem', { name: 'Daily loss limit' });
  await daily.getByLabel('New daily loss limit in Coins').fill('1000');
  await daily.getByRole('button', { name: 'Set' }).click();
  await expect(daily.getByTestId('limit-daily-amount')).toHaveText('1,000.00 Coins');
  await expect(page.getByTestId('header-limit-close')).toHaveCount(0);

  // Lose 800.00 on Teen Patti T20 (test control deals Player B the winning hand).
  const round = await casino(request, 'NextRound', { TableCode: 't20' });
  expect(round.data).toMatchObject({ status: 'open' });
  await page.goto('/games/teenpatti-t20');
  await expect(page.getByTestId('round-status')).toHaveText('Betting open');
  await page.getByRole('button', { name: 'Winner Player A 1.98' }).click();
  await page.getByLabel('Stake').fill('800');
  await page.getByRole('button', { name: 'Place Bet' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('9,200.00 Coins');
  // 800.00 of 1,000.00 at risk: the header marks the limit (80%).
  await expect(page.getByTestId('header-limit-close')).toBeVisible({ timeout: 20_000 });
  const settled = await casino(request, 'SettleRound', {
    TableCode: 't20',
    Cards: PLAYER_B_WINS,
  });
  expect(settled.data).toMatchObject({ status: 'result', winner: 'Player B' });

  await casino(request, 'NextRound', { TableCode: 't20' });
  await expect(page.getByTestId('round-status')).toHaveText('Betting open', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Winner Player A 1.98' }).click();
  await page.getByLabel('Stake').fill('300');
  await page.getByRole('button', { name: 'Place Bet' }).click();
  await expect(
    page.getByText('You can lose 200.00 more Coins today under your daily loss limit').first(),
  ).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('9,200.00 Coins');

  await page.getByTestId('header-limit-close').click();
  await expect(page).toHaveURL(/\/safer-gambling$/);
  const bar = page.getByRole('progressbar', { name: 'Daily loss limit' });
  await expect(bar).toHaveAttribute('aria-valuenow', '80');
  await expect(bar).toHaveAttribute('aria-valuetext', '800.00 used, 200.00 left of 1,000.00 Coins');
});

test('a break from the casino taken on the page: the casino refuses in words, the activity lists it and downloads as CSV', async ({
  page,
  request,
}) => {
  await setBalance(request, DEMO.user, '10000.00');
  await loginViaUi(page, DEMO, '/safer-gambling');
  const form = page.getByRole('form', { name: 'A break from sports or the casino' });
  await form.getByLabel('Casino').check();
  await form.getByLabel('48 hours').check();
  await form.getByRole('button', { name: 'Take a break' }).click();
  await expect(form.getByText('Take a break from the casino for 48 hours?')).toBeVisible();
  await form.getByRole('button', { name: 'Yes, confirm' }).click();
  await expect(form.getByTestId('product-breaks')).toHaveText(
    /^Your break from the casino ends on \d{1,2} \w{3} \d{4} \d{2}:\d{2} IST\.$/,
  );
  // The activity lists it in this week's row, and the week downloads as CSV.
  const table = page.getByRole('region', { name: 'Your activity by period' });
  await expect(table.locator('tbody tr').first()).toContainText(
    'Break from the casino of 48 hours taken',
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^safer-activity-by-week-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await (await file.createReadStream()).toArray()).join('');
  expect(csv).toContain(
    'From,To,Bets placed,Total staked,Net result,Minutes logged in,Limit changes and breaks\r\n',
  );
  expect(csv).toMatch(/\+05:30 Break from the casino of 48 hours taken\r\n$/);

  // Still logged in: the casino table refuses the bet with the break's sentence.
  await casino(request, 'NextRound', { TableCode: 't20' });
  await page.goto('/games/teenpatti-t20');
  await expect(page.getByTestId('round-status')).toHaveText('Betting open');
  await page.getByRole('button', { name: 'Winner Player A 1.98' }).click();
  await page.getByLabel('Stake').fill('100');
  await page.getByRole('button', { name: 'Place Bet' }).click();
  await expect(
    page
      .getByText(
        'You are taking a break from the casino. The safer gambling page shows when it ends.',
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('10,000.00 Coins');
});

test('a session reminder shows in both tabs; answered in one, it goes from the other', async ({
  page,
  context,
  request,
}) => {
  await loginViaUi(page, DEMO, '/dashboard');
  const other = await context.newPage();
  await other.goto('/safer-gambling');
  await expect(other.getByRole('heading', { name: 'Safer gambling' })).toBeVisible();

  // The session began 61 minutes ago: the hourly reminder (the default) is due.
  const aged = await apiPost(request, '/__test/SaferGambling/AgeSessions', {
    UserName: DEMO.user,
    Minutes: 61,
  });
  expect(aged.status).toBe(0);
  for (const tab of [page, other]) {
    const reminder = tab.getByRole('alertdialog', { name: 'Session reminder' });
    // The next GetStatus (every 15 s) finds it due.
    await expect(reminder).toBeVisible({ timeout: 20_000 });
    await expect(reminder).toContainText(/You have been logged in for 1 h \d+ min\./);
    await expect(reminder).toContainText('Your result since you logged in: 0.00 Coins.');
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // The answer reaches the other tab on the account stream, well before its next poll.
  await expect(other.getByRole('alertdialog')).toHaveCount(0, { timeout: 5000 });
});

test('a time-out from the page ends every session; the login is refused until it ends', async ({
  page,
  request,
}) => {
  const elsewhere = await apiLogin(request, DEMO);
  await loginViaUi(page, DEMO, '/safer-gambling');
  const form = page.getByRole('form', { name: 'Take a time-out' });
  await form.getByLabel('24 hours').check();
  await form.getByRole('button', { name: 'Take a time-out' }).click();
  await expect(form).toContainText('Take a time-out of 24 hours? You will be logged out now.');
  await form.getByRole('button', { name: 'Yes, confirm' }).click();

  await expect(page.getByText('Please Login To Continue')).toBeVisible();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /^Your time-out ends on .* You have been logged out\.$/ }),
  ).toBeVisible();
  const balance = await request.post(`${e2eStack.apiUrl}/User/GetBalance`, {
    data: { sessionId: elsewhere.sessionId },
    headers: { authorization: `Bearer ${elsewhere.token}` },
  });
  expect(balance.status()).toBe(401);

  await page.getByLabel('Username').fill(DEMO.user);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The login banner (the toast of the time-out says it too, with "You have been logged out.").
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /^Your time-out ends on \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d IST$/ }),
  ).toBeVisible();
  await expect(page.getByTestId('header-name')).toHaveCount(0);
  // Whom to turn to: the operator's help organisations (the shipped examples), under the refusal.
  await expect(page.getByRole('heading', { name: 'Get help' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'GamCare (example)' })).toHaveAttribute(
    'href',
    'https://www.gamcare.org.uk',
  );
});

test('a new player is asked for a loss limit at the first login: setting one is the default', async ({
  page,
  request,
}) => {
  const prefix = `ask${Date.now() % 1_000_000}p`;
  const made = await apiPost(request, '/__test/CreatePlayers', {
    Count: 1,
    Balance: '1000',
    Prefix: prefix,
    AskLimit: true,
  });
  expect(made.status).toBe(0);
  await loginViaUi(page, { user: `${prefix}1`, password: 'demo1234' }, '/dashboard');
  const ask = page.getByRole('dialog', { name: 'Set a loss limit' });
  await expect(ask).toBeVisible({ timeout: 10_000 });
  await expect(ask.getByRole('radio', { name: 'Set a loss limit (recommended)' })).toBeChecked();
  await expect(ask.getByRole('textbox', { name: 'Amount in Coins' })).toHaveValue('');
  await ask.getByRole('combobox', { name: 'Limit' }).selectOption('weekly');
  await ask.getByRole('textbox', { name: 'Amount in Coins' }).fill('1500');
  await ask.getByRole('button', { name: 'Set my limit' }).click();
  await expect(ask).toHaveCount(0);
  await page.goto('/safer-gambling');
  await expect(page.getByTestId('limit-weekly-amount')).toHaveText('1,500.00 Coins');
  // Answered: not asked again at the next page.
  await page.reload();
  await expect(page.getByTestId('limit-weekly-amount')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Set a loss limit' })).toHaveCount(0);
});

test('a daily time limit reached ends the session with the notice, and logging in is refused', async ({
  page,
  request,
}) => {
  await clearOfMidnight(['Asia/Kolkata']);
  // A new player: demo's sessions of the earlier specs today would pass a 5 minute limit at once.
  const prefix = `tl${Date.now().toString(36)}`;
  const made = await apiPost(request, '/__test/CreatePlayers', {
    Count: 1,
    Balance: '1000',
    Prefix: prefix,
  });
  expect(made.status).toBe(0);
  const player = { user: `${prefix}1`, password: 'demo1234' };
  await loginViaUi(page, player, '/safer-gambling');
  await setTimeLimitOnPage(page, 5);
  // The session began 6 minutes ago as far as the server counts: the limit is passed.
  await apiPost(request, '/__test/SaferGambling/AgeSessions', {
    UserName: player.user,
    Minutes: 6,
  });
  await expectTimeLimitLogout(page, player);
  await expect(page.getByRole('heading', { name: 'Get help' })).toBeVisible();
});

test('on a 360 px phone the page, with limits, a pending raise, the activity and a confirmation, and the reminder pass axe', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginViaUi(page, DEMO, '/safer-gambling');
  const weekly = page.getByRole('listitem', { name: 'Weekly loss limit' });
  await weekly.getByLabel('New weekly loss limit in Coins').fill('2000');
  await weekly.getByRole('button', { name: 'Set' }).click();
  await expect(weekly.getByTestId('limit-weekly-amount')).toHaveText('2,000.00 Coins');
  await weekly.getByLabel('New weekly loss limit in Coins').fill('3000');
  await weekly.getByRole('button', { name: 'Set' }).click();
  await expect(weekly.getByTestId('limit-weekly-pending')).toContainText(
    /Raise to 3,000.00 Coins asked: you can confirm it from \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d IST/,
  );
  await expect(page.getByRole('progressbar', { name: 'Weekly loss limit' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Changes to your limits' })).toContainText(
    '3,000.00',
  );
  await page.getByRole('radio', { name: 'Every 15 minutes' }).check();
  await expect(page.getByRole('radio', { name: 'Every 15 minutes' })).toBeChecked();
  const form = page.getByRole('form', { name: 'Take a time-out' });
  await form.getByRole('button', { name: 'Take a time-out' }).click();
  await expect(form.getByRole('button', { name: 'Yes, confirm' })).toBeVisible();
  await expectPhoneFriendly(page);

  await weekly.getByRole('button', { name: 'Cancel this change' }).click();
  await expect(weekly.getByTestId('limit-weekly-pending')).toHaveCount(0);
  await expect(weekly.getByTestId('limit-weekly-amount')).toHaveText('2,000.00 Coins');

  await apiPost(request, '/__test/SaferGambling/AgeSessions', { UserName: DEMO.user, Minutes: 16 });
  await expect(page.getByRole('alertdialog', { name: 'Session reminder' })).toBeVisible({
    timeout: 20_000,
  });
  await expectPhoneFriendly(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Please Login To Continue')).toBeVisible();
});
