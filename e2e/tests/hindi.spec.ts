import { playerDate } from 'shared-maths/player-time';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sportsControl, unfreezeAfterAll } from '../support/frozen-match';
import { clearOfMidnight } from '../support/clear-of-midnight';
import { e2eStack } from '../support/stack';

// Issue 28: a new player chooses Hindi on /login, reads the casino and a report in Hindi, with
// times in their own zone (the browser's, set by timezoneId) and the Devanagari font.
test.use({ timezoneId: 'Asia/Kolkata' });
unfreezeAfterAll();

async function newPlayer(request: APIRequestContext): Promise<string> {
  const prefix = `hi${Date.now().toString(36)}`;
  const res = await request.post(`${e2eStack.apiUrl}/__test/CreatePlayers`, {
    data: { Count: 1, Balance: '10000.00', Prefix: prefix },
  });
  expect(res.ok()).toBe(true);
  return `${prefix}1`;
}

async function casinoControl(request: APIRequestContext, action: string, data: object) {
  const res = await request.post(`${e2eStack.apiUrl}/__test/Casino/${action}`, { data });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { roundId: string; status: string } }).data;
}

async function loginInHindi(page: Page, user: string, path: string) {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.woff2')) fonts.push(r.url());
  });
  await page.goto(path);
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(fonts, 'English /login fetches no Devanagari font').toEqual([]);
  await page.getByLabel('Language').selectOption('hi');
  await expect(page.getByText('जारी रखने के लिए कृपया लॉगिन करें')).toBeVisible();
  await page.getByLabel('यूज़रनेम').fill(user);
  await page.getByLabel('पासवर्ड').fill('demo1234');
  await page.getByRole('button', { name: 'लॉगिन', exact: true }).click();
  const welcome = page.getByRole('dialog');
  await welcome.getByRole('button', { name: 'ठीक है' }).click();
  await expect(page.getByTestId('header-name')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(1);
  expect(
    await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check("16px 'Noto Sans Devanagari'", 'मेरा');
    }),
  ).toBe(true);
}

test('in Hindi: login, a casino bet, the live bets report in IST', async ({ page, request }) => {
  await clearOfMidnight(['Asia/Kolkata']);
  const user = await newPlayer(request);
  const round = await casinoControl(request, 'NextRound', { TableCode: 't20' });
  expect(round.status).toBe('open');

  await loginInHindi(page, user, '/games');
  await expect(page.getByRole('heading', { name: 'लाइव कैसीनो' })).toBeVisible();
  await expect(page.getByTestId('table-t20')).toContainText('दाँव खुले हैं');
  await page.screenshot({ path: test.info().outputPath('casino-lobby-hi.png'), fullPage: true });

  await page.getByTestId('table-t20').click();
  await expect(page.getByTestId('round-id')).toHaveText(`राउंड ${round.roundId}`);
  await page.getByRole('button', { name: 'Winner Player A 1.98' }).click();
  await page.getByLabel('स्टेक').fill('200');
  await page.getByRole('button', { name: 'दाँव लगाएँ' }).click();
  await expect(page.getByText('दाँव लग गया')).toBeVisible();
  const myBets = page.getByRole('table', { name: 'इस राउंड में मेरे दाँव' });
  await expect(myBets).toContainText('Player A');
  await expect(myBets.locator('thead th').first()).toHaveText('मार्केट');

  // the open bet in the live bets report, on the player's day, its time in IST
  await page.goto('/UserLiveBetHistory');
  await expect(page.getByText('समय IST में है, आपके समय क्षेत्र में।')).toBeVisible();
  const row = page.locator('tbody tr').filter({ hasText: 'Player A' });
  await expect(row).toHaveCount(1);
  // the day as the player reads it: the month as a word in Hindi, in their zone
  const istDay = playerDate(new Date(), 'hi', 'Asia/Kolkata');
  await expect(row).toContainText(istDay);
  await page.screenshot({ path: test.info().outputPath('live-bets-hi.png'), fullPage: true });

  // Back to English for the next tests' browser state (the choice is stored with this new player only).
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
});

test('in Hindi: the match list and a match odds bet from the slip', async ({ page, request }) => {
  // prices held still, so the back is matched at the price tapped (a moved price would wait)
  await sportsControl(request, 'Control', { Frozen: true });
  const user = await newPlayer(request);
  await loginInHindi(page, user, '/matches');
  await page.goto('/matches');
  await expect(page.getByRole('heading', { name: 'क्रिकेट' })).toBeVisible();
  // a match not yet started: its markets are open and a bet has no in-play delay
  const row = page.locator('[data-testid^="match-"]').filter({ hasText: /शुरू \d{2}:\d{2}/ });
  await row.first().getByRole('link', { name: /^खोलें/ }).click();
  const odds = page.getByTestId('market-odds');
  await expect(odds.getByText('बैक', { exact: true })).toBeVisible();
  await odds.locator('[data-testid$="-back1"]').first().click();
  const slip = page.getByRole('dialog', { name: 'दाँव पर्ची' });
  await slip.getByLabel('राशि').fill('100');
  await expect(slip.getByRole('columnheader', { name: 'इस दाँव के साथ' })).toBeVisible();
  await slip.getByRole('button', { name: 'दाँव लगाएँ' }).click();
  await expect(page.getByTestId('bet-confirmation')).toContainText('दाँव लगा: बैक');
  const bets = page.getByTestId('bets-odds');
  await expect(bets.getByRole('heading', { name: 'ऑड्स दाँव' })).toBeVisible();
  await expect(bets.getByRole('row')).toHaveCount(2);
  await expect(bets.getByRole('row').nth(1)).toContainText('बैक');
  await page.screenshot({ path: test.info().outputPath('match-hi.png'), fullPage: true });
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
});

test.describe('a player in New York', () => {
  test.use({ timezoneId: 'America/New_York' });
  test('a match start stands with its zone', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.goto('/matches');
    // the feed keeps matches that have not started; each says when, in New York's time
    const starts = page.locator('[data-testid^="score-"]').filter({ hasText: /^Starts/ });
    await expect(starts.first()).toHaveText(/^Starts \d{2}:\d{2} E[SD]T$/);
  });
});
