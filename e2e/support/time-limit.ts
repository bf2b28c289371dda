import { expect, type Page } from '@playwright/test';

/** Sets the daily time limit on /safer-gambling and waits for the page to show it. */
export async function setTimeLimitOnPage(page: Page, minutes: number): Promise<void> {
  const row = page.getByRole('listitem', { name: 'Daily time limit' });
  await row.getByLabel('New daily time limit in minutes (1 to 1440)').fill(String(minutes));
  await row.getByRole('button', { name: 'Set' }).click();
  await expect(row.getByTestId('limit-time-amount')).toHaveText(`0 h ${minutes} min`);
}

/**
 * The time limit reached: the page is back on /login with the notice, and logging in again is
 * refused until midnight (nobody logged in).
 */
export async function expectTimeLimitLogout(
  page: Page,
  player: { user: string; password: string },
): Promise<void> {
  await expect(page.getByText('Please Login To Continue')).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('alert').filter({
      hasText: 'You have reached your daily time limit: you have been logged out.',
    }),
  ).toBeVisible();
  await page.getByLabel('Username').fill(player.user);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'You have reached your daily time limit for today. You can log in again from midnight.',
    }),
  ).toBeVisible();
  await expect(page.getByTestId('header-name')).toHaveCount(0);
}
