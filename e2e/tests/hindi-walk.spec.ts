import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillParams, firstMatch, routeTablePaths } from '../support/app-pages';
import { apiLogin } from '../support/session';
import { e2eStack } from '../support/stack';

/**
 * Issue 41: a player who chose Hindi walks every route at 360 px and reads no English: every
 * visible text with a Latin-script word is listed, but for names (teams, competitions, markets,
 * casino tables and hands, the player's own: the elements marked translate="no", and the match
 * list's teams and scores, which sentences in Hindi carry) and a short list of words a Hindi
 * reader meets in Latin script.
 */
test.use({ viewport: { width: 360, height: 740 }, timezoneId: 'Asia/Kolkata' });

/** Latin-script words Hindi pages keep: the zone's name, the file format, the match formats. */
const ALLOWED = ['IST', 'CSV', 'T20', 'ODI'];

/**
 * The words of the dashboard's names: teams, competitions and the teams' short names in scores,
 * read now (scores move); `token` a login's, made once for the walk.
 */
async function feedWords(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.post(`${e2eStack.apiUrl}/DashBoard/GetDashboard`, {
    data: { SportId: 4 },
    headers: { authorization: `Bearer ${token}` },
  });
  const list = (await res.json()).data.sportMathes[0].mathes as Record<string, unknown>[];
  const names = list.flatMap((m) => [m.team1, m.team2, m.competition, m.scoreNow, m.match]);
  return names.flatMap((n) => (typeof n === 'string' ? (n.match(/[A-Za-z]{2,}/g) ?? []) : []));
}

/** Visible texts with a Latin-script word that is neither allowed nor a name. */
function latinLeft(page: Page, allowed: string[]): Promise<string[]> {
  return page.evaluate((known) => {
    const ok = new Set(known);
    for (const el of Array.from(document.querySelectorAll('[translate="no"]')))
      for (const w of el.textContent?.match(/[A-Za-z]{2,}/g) ?? []) ok.add(w);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.getClientRects().length === 0) continue;
      if (parent.closest('script,style,[hidden],[translate="no"]')) continue;
      const words = text.match(/[A-Za-z]{2,}/g) ?? [];
      if (words.some((w) => !ok.has(w))) found.push(text);
    }
    return found;
  }, allowed);
}

/** A new player logged in on /login in Hindi; their name. */
async function loginInHindi(page: Page, request: APIRequestContext): Promise<string> {
  const prefix = `hw${Date.now().toString(36)}`;
  const created = await request.post(`${e2eStack.apiUrl}/__test/CreatePlayers`, {
    data: { Count: 1, Balance: '10000.00', Prefix: prefix },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('hi');
  await fillLogin(page, `${prefix}1`);
  await page.getByRole('dialog').getByRole('button').first().click();
  await expect(page.getByTestId('header-name')).toBeVisible();
  return `${prefix}1`;
}

async function fillLogin(page: Page, user: string): Promise<void> {
  await page.getByLabel('यूज़रनेम').fill(user);
  await page.getByLabel('पासवर्ड').fill('demo1234');
  await page.getByRole('button', { name: 'लॉगिन', exact: true }).click();
}

/** The page, once it has settled, reads no English word (`what` names the step). */
async function expectNoEnglish(page: Page, what: string, allowed = ALLOWED): Promise<void> {
  let left = await latinLeft(page, allowed);
  for (let waited = 0; left.length > 0 && waited < 3_000; waited += 250) {
    await page.waitForTimeout(250);
    left = await latinLeft(page, allowed);
  }
  expect.soft(left, `English on ${what}`).toEqual([]);
}

test('in Hindi, every route at 360 px reads no English word', async ({ page, request }) => {
  test.setTimeout(300_000);
  const match = await firstMatch(request);
  const { token } = await apiLogin(request);
  await loginInHindi(page, request);

  for (const path of routeTablePaths().map((p) => fillParams(p, match))) {
    await page.goto(path);
    await expect(page.locator('.ui-spinner, [aria-busy="true"]')).toHaveCount(0, {
      timeout: 20_000,
    });
    await page.waitForTimeout(800);
    await expectNoEnglish(page, path, [...ALLOWED, ...(await feedWords(request, token))]);
  }
});

test('in Hindi, a refused limit, a refused bet and a break read no English word', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await loginInHindi(page, request);

  // a refused limit: the daily loss limit set to what it already is
  await page.goto('/safer-gambling');
  const daily = page.getByRole('listitem', { name: 'दैनिक हार सीमा' });
  const setDaily = async () => {
    await daily.getByLabel('नई दैनिक हार सीमा कॉइन में').fill('1000');
    await daily.getByRole('button', { name: 'तय करें' }).click();
  };
  await setDaily();
  await expect(daily.getByTestId('limit-daily-amount')).toContainText('1,000.00');
  await setDaily();
  await expect(daily.getByRole('alert')).toContainText('1,000.00');
  await expectNoEnglish(page, 'a refused limit');

  // a refused bet: a casino stake over what the loss limit leaves
  await page.goto('/games/teenpatti-t20');
  await expect(page.getByTestId('round-status')).toHaveText('दाँव खुले हैं', { timeout: 20_000 });
  await page
    .getByRole('button', { name: /Player A/ })
    .first()
    .click();
  await page.getByLabel('स्टेक').fill('1500');
  await page.getByRole('button', { name: 'दाँव लगाएँ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '1,000.00' }).first()).toBeVisible();
  await expectNoEnglish(page, 'a refused bet');

  // a break: a time-out's notice, then the login it refuses
  await page.goto('/safer-gambling');
  const form = page.getByRole('form', { name: 'टाइम-आउट लें' });
  await form.getByLabel('24 घंटे').check();
  await form.getByRole('button', { name: 'टाइम-आउट लें' }).click();
  await form.getByRole('button', { name: 'हाँ, पुष्टि करें' }).click();
  await expect(page.getByTestId('header-name')).toHaveCount(0);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoEnglish(page, "a time-out's notice");
  await fillLogin(page, user);
  await expect(page.getByRole('alert').filter({ hasText: 'IST' }).first()).toBeVisible();
  await expect(page.getByTestId('header-name')).toHaveCount(0);
  await expectNoEnglish(page, 'the login refused during the time-out');
});
