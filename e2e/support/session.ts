import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eStack } from './stack';

export const DEMO = { user: 'demo', password: 'demo1234' };
export const DEMO2 = { user: 'demo2', password: 'demo1234' };

/** Logs in through the real login screen and waits for the header (welcome modal closed). */
export async function loginViaUi(page: Page, who = DEMO, path = '/dashboard'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Username').fill(who.user);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const welcome = page.getByRole('dialog');
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('header-name')).toBeVisible();
}

/** A login straight against the API (for setting up state without the UI). */
export async function apiLogin(request: APIRequestContext, who = DEMO) {
  const res = await request.post(`${e2eStack.apiUrl}/Authenticate/Login`, {
    data: { UserName: who.user, Password: who.password, IpAddress: '0.0.0.0' },
  });
  const body = (await res.json()) as { status: number; token: string; sessionId: string };
  expect(body.status).toBe(0);
  return body;
}

/** Test-only control (EXCHANGE_TEST_CONTROL=1): set a player's balance in Coins. */
export async function setBalance(request: APIRequestContext, user: string, balance: string) {
  const res = await request.post(`${e2eStack.apiUrl}/__test/SetBalance`, {
    data: { UserName: user, Balance: balance },
  });
  expect(res.ok()).toBe(true);
}
