import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, apiLogin, loginViaUi } from '../support/session';
import { e2eStack } from '../support/stack';

const api = e2eStack.apiUrl;

async function post(request: APIRequestContext, path: string, data: object = {}) {
  const res = await request.post(`${api}${path}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
}

test.afterAll(async ({ request }) => {
  await post(request, '/__test/Sports/Control', { Frozen: false });
  await post(request, '/__test/Reset');
});

test('quick stakes saved on /settingall appear in the sports and casino bet slips', async ({
  page,
  request,
}) => {
  await post(request, '/__test/Reset');
  await post(request, '/__test/Sports/Control', { Frozen: true });
  await post(request, '/__test/Casino/NextRound', { TableCode: 't20' });
  const { token } = await apiLogin(request, DEMO);
  const dash = await request.post(`${api}/DashBoard/GetDashboard`, {
    data: { SportId: 4 },
    headers: { authorization: `Bearer ${token}` },
  });
  const [match] = (await dash.json()).data.sportMathes[0].mathes as { matchID: string }[];
  if (!match) throw new Error('no match in the dashboard');
  await post(request, '/__test/Sports/SetMarketStatus', {
    MatchId: match.matchID,
    MarketType: 'odds',
    Status: 'OPEN',
  });

  await loginViaUi(page, DEMO, '/settingall');
  await page.getByRole('textbox', { name: 'Stake 2', exact: true }).fill('750');
  await page.getByRole('button', { name: 'Save quick stakes' }).click();
  await expect(page.locator('.stake-editor__message--done')).toBeVisible();

  // Casino: a Teen Patti T20 slip offers 750.00 at once (no reload: one shared store).
  await page.getByRole('link', { name: 'GAMES' }).nth(1).click();
  await page.getByTestId('table-t20').click();
  await expect(page.getByTestId('round-status')).toHaveText('Betting open');
  await page.getByRole('button', { name: 'Winner Player A 1.98' }).click();
  const casinoSlip = page.getByRole('form', { name: 'bet slip' });
  await expect(casinoSlip.getByRole('button', { name: '750.00' })).toBeVisible();
  await expect(casinoSlip.getByRole('button', { name: '500.00' })).toHaveCount(0);

  // Sports: a back price of an open match opens a slip with 750.
  await page.getByRole('link', { name: 'MATCHES' }).click();
  await page.getByTestId(`match-${match.matchID}`).getByRole('link', { name: /Open/ }).click();
  await expect(page.getByTestId('market-odds')).toBeVisible();
  await page.getByTestId('market-odds').locator('[data-testid$="-back1"]').first().click();
  const sportsSlip = page.getByRole('dialog', { name: 'Bet slip' });
  await expect(sportsSlip.getByRole('button', { name: '750', exact: true })).toBeVisible();
  await expect(sportsSlip.getByRole('button', { name: '500', exact: true })).toHaveCount(0);
});
