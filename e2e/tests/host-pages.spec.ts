import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO2, loginViaUi } from '../support/session';
import { e2eStack } from '../support/stack';

/** /__test/Reset also restores the demo passwords and quick stakes (account module hook). */
async function reset(request: APIRequestContext) {
  const res = await request.post(`${e2eStack.apiUrl}/__test/Reset`);
  expect(res.ok()).toBe(true);
}

test.beforeEach(async ({ request }) => reset(request));
test.afterAll(async ({ request }) => reset(request));

const stakeBox = (page: Page, n: number) =>
  page.getByRole('textbox', { name: `Stake ${n}`, exact: true });

async function logoutViaUi(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Please Login To Continue' })).toBeVisible();
}

test('change the password, then log in with the new one (the old one is refused)', async ({
  page,
}) => {
  await loginViaUi(page, DEMO2, '/Change_password');
  await expect(page).toHaveTitle(/^Change password \|/);
  await expect(page.getByText('At least one letter and one digit')).toBeVisible();

  await page.getByLabel('Current password').fill('demo1234');
  await page.getByLabel('New password', { exact: true }).fill('short1');
  await page.getByLabel('Confirm new password').fill('short1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '8 to 64 characters' })).toBeVisible();

  await page.getByLabel('Current password').fill('wrong-pass1');
  await page.getByLabel('New password', { exact: true }).fill('Newer2024pw');
  await page.getByLabel('Confirm new password').fill('Newer2024pw');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your current password is not correct.' }),
  ).toBeVisible();

  await page.getByLabel('Current password').fill('demo1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('.change-password__message--done')).toHaveText(
    /Your password has been changed/,
  );
  // The current session is kept.
  await page.goto('/profile');
  await expect(page.getByText('Second Demo').first()).toBeVisible();

  await logoutViaUi(page);
  await page.getByLabel('Username').fill('demo2');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await loginViaUi(page, { user: 'demo2', password: 'Newer2024pw' }, '/profile');
  await expect(page.getByText('demo2', { exact: true })).toBeVisible();
});

test('every dashboard tile reaches its page', async ({ page }) => {
  await loginViaUi(page, DEMO, '/dashboard');
  const tiles = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
  await expect(tiles.first()).toBeVisible();
  const count = await tiles.count();
  expect(count).toBe(15);
  for (let i = 0; i < count; i += 1) {
    await page.goto('/dashboard');
    const tile = tiles.nth(i);
    const href = (await tile.getAttribute('href')) ?? '';
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`, 'i'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect(page).not.toHaveTitle(/^Dashboard/);
  }
});

test('the dashboard is one-thumb friendly on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginViaUi(page, DEMO, '/dashboard');
  await expect(page.locator('.dashboard-tile')).toHaveCount(15);
  const boxes = await page
    .locator('.dashboard-tile')
    .evaluateAll((els) =>
      els
        .map((el) => el.getBoundingClientRect())
        .map((r) => ({ w: r.width, h: r.height, right: r.right })),
    );
  expect(boxes).toHaveLength(15);
  for (const b of boxes) {
    expect(b.h).toBeGreaterThanOrEqual(48);
    expect(b.w).toBeGreaterThanOrEqual(120);
    expect(b.right).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('profile, rules and the three setting boxes', async ({ page }) => {
  await loginViaUi(page, DEMO, '/profile');
  const profile = page.getByRole('definition');
  await expect(profile.filter({ hasText: 'Demo Player' })).toBeVisible();
  await expect(profile.filter({ hasText: '2.00 %' }).first()).toBeVisible();
  await expect(profile.filter({ hasText: '1,00,000.00 Coins' }).first()).toBeVisible();

  await page.goto('/rules');
  for (const title of ['Match odds', 'Bookmaker', 'Toss', 'Fancy (session)', 'Casino']) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }

  await page.goto('/Setting');
  // three boxes; the Language box holds the language choice (issue 28)
  const boxes = page.locator('.setting-box');
  await expect(boxes).toHaveCount(3);
  await expect(boxes.nth(0).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expect(boxes.nth(1)).toHaveText('Other');
  await expect(boxes.nth(2)).toHaveText('Other Setting');
  await expect(page.getByRole('link', { name: 'SETTINGS' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the home page shows both areas with links', async ({ page }) => {
  await loginViaUi(page, DEMO, '/home');
  await expect(page).toHaveTitle(/^Home \|/);
  await expect(page.getByRole('heading', { name: 'In-play cricket' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Live casino' })).toBeVisible();
  await page.getByRole('link', { name: 'All matches ›' }).click();
  await expect(page).toHaveURL(/\/matches$/);
});

test('quick stakes are edited on /settingall, validated, and follow the player', async ({
  page,
}) => {
  await loginViaUi(page, DEMO, '/settingall');
  await expect(stakeBox(page, 1)).toHaveValue('100');
  await stakeBox(page, 2).fill('50');
  await page.getByRole('button', { name: 'Save quick stakes' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Stake 2: the minimum stake is 100.00 Coins.' }),
  ).toBeVisible();

  await stakeBox(page, 2).fill('750');
  await page.getByRole('button', { name: 'Remove stake 6' }).click();
  await page.getByRole('button', { name: 'Save quick stakes' }).click();
  await expect(page.locator('.stake-editor__message--done')).toBeVisible();

  await page.reload();
  await expect(stakeBox(page, 2)).toHaveValue('750');
  await expect(page.getByRole('textbox', { name: /^Stake \d$/ })).toHaveCount(5);
});
