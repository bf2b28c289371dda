import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, apiLogin } from './session';
import { e2eStack } from './stack';

/** An amount as the header shows it, Indian grouping: 123456.5 -> "1,23,456.50". */
export const coins = (text: string) =>
  Number(text).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The header's available balance and exposure say what GetBalance says. */
export async function expectHeaderAgrees(page: Page, request: APIRequestContext) {
  const { token, sessionId } = await apiLogin(request, DEMO);
  const res = await request.post(`${e2eStack.apiUrl}/User/GetBalance`, {
    data: { sessionId },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const balance = (await res.json()).data as { available: string; exposure: string };
  await expect(page.getByTestId('header-balance')).toHaveText(`${coins(balance.available)} Coins`);
  if (balance.exposure === '0.00') await expect(page.getByTestId('header-exposure')).toHaveCount(0);
  else
    // the count of waiting orders, if any, follows in the same line (" · 1 waiting")
    await expect(page.getByTestId('header-exposure')).toHaveText(
      new RegExp(`^Exp ${coins(balance.exposure).replace(/[.,]/g, '\\$&')}( · \\d+ waiting)?$`),
    );
}
