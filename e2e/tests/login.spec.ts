import { expect, test } from '@playwright/test';
import { DEMO, loginViaUi } from '../support/session';

test('a wrong password shows the server message for 3 s and clears the form', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Please Login To Continue' })).toBeVisible();
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  const banner = page.getByRole('alert');
  await expect(banner).toHaveText('Invalid username or password');
  await expect(page.getByLabel('Username')).toHaveValue('');
  await expect(page.getByLabel('Password')).toHaveValue('');
  const shownAt = Date.now();
  await expect(banner).toBeHidden({ timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);
});

test('login opens the welcome modal, then the logged-in app with the four keys', async ({
  page,
}) => {
  await loginViaUi(page, DEMO);
  await expect(page.getByTestId('header-name')).toHaveText('Demo Player');
  await expect(page.getByTestId('header-balance')).toContainText('Coins');
  const keys = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userType: localStorage.getItem('userType'),
    name: localStorage.getItem('name'),
    sessionId: localStorage.getItem('sessionId'),
  }));
  expect(keys.token).toBeTruthy();
  expect(keys.sessionId).toBeTruthy();
  expect(keys.name).toBe('Demo Player');
  expect(keys.userType).toBeTruthy();
});

test('a deep link while logged out shows the login page, then the page itself', async ({
  page,
}) => {
  await page.goto('/MyCommission');
  await expect(page.getByRole('heading', { name: 'Please Login To Continue' })).toBeVisible();
  await expect(page).toHaveURL(/\/MyCommission$/);
  await loginViaUi(page, DEMO, '/MyCommission');
  await expect(page).toHaveURL(/\/MyCommission$/);
  await expect(page.getByRole('heading', { name: 'Please Login To Continue' })).toHaveCount(0);
});

test('logout calls the API and clears the seven storage keys', async ({ page }) => {
  await loginViaUi(page);
  await page.evaluate(() => {
    for (const key of ['sessionOddsData', 'bookOddsData', 'activeSessionLocal']) {
      localStorage.setItem(key, '{}');
    }
  });
  const logoutCall = page.waitForRequest((r) => r.url().endsWith('/User/Logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await logoutCall;
  await expect(page.getByRole('heading', { name: 'Please Login To Continue' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('an unknown path while logged in shows not-found with a link to /dashboard', async ({
  page,
}) => {
  await loginViaUi(page, DEMO, '/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logging in at /login takes the player home, never to "Page not found"', async ({ page }) => {
  await loginViaUi(page, DEMO, '/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'In-play cricket' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});

test('a page load of a non-game page clears the stored session odds', async ({ page }) => {
  await loginViaUi(page);
  await page.evaluate(() => {
    localStorage.setItem('sessionOddsData', '{"left":"from a match page"}');
    localStorage.setItem('bookOddsData', '{}');
  });
  await page.goto('/statement');
  await expect(page.getByTestId('header-name')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sessionOddsData'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('bookOddsData'))).toBe('{}');
});
