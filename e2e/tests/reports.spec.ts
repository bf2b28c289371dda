import { expect, test, type Page } from '@playwright/test';
import { apiLogin, DEMO, loginViaUi } from '../support/session';
import { e2eStack } from '../support/stack';

test.beforeAll(async ({ request }) => {
  // Gives the demo players their report history again if another spec reset them.
  const res = await request.post(`${e2eStack.apiUrl}/__test/SeedReportHistory`, { data: {} });
  expect(res.ok()).toBe(true);
});

const headers = (page: Page) => page.locator('thead th');
const bodyRows = (page: Page) => page.locator('tbody tr');
async function optionPairs(page: Page, label: string): Promise<string[]> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await expect(select).toBeVisible();
  return select
    .locator('option')
    .evaluateAll((os) => os.map((o) => `${o.textContent}=${(o as HTMLOptionElement).value}`));
}

async function expectBackLink(page: Page) {
  await expect(page.getByRole('link', { name: 'back to main menu' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
}

test('my commission: empty dates, exact columns, a Totals row', async ({ page }) => {
  const first = page.waitForRequest((r) => r.url().endsWith('/User/GetMyCommision'));
  await loginViaUi(page, DEMO, '/MyCommission');
  expect((await first).postDataJSON()).toEqual({
    FromDate: '',
    ToDate: '',
    TimeZone: expect.any(String),
  });
  await expect(headers(page)).toHaveText(['Date', 'M.Comm', 'S.Comm', 'C.Comm', 'T.Comm', 'Name']);
  await expect(page.getByPlaceholder('mm/dd/yyyy')).toHaveCount(2);
  await expect(page.locator('tfoot td').first()).toHaveText('Totals');
  await expect(bodyRows(page).first().locator('td').last()).toHaveText('Demo Player');
  await expectBackLink(page);
  await page.getByPlaceholder('mm/dd/yyyy').first().fill('01/01/2001');
  await page.getByPlaceholder('mm/dd/yyyy').last().fill('01/31/2001');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No records found for the selected dates.')).toBeVisible();
});

test('profit loss: market options, chart, columns and paging by 10', async ({ page }) => {
  await loginViaUi(page, DEMO, '/UserProfitLoss');
  expect(await optionPairs(page, 'Market')).toEqual([
    'All=All',
    'Live T20=t20',
    'Andar bahar=ab2',
    'One Day=ONEDAY',
    '7 up & Down=lucky7',
    'Test Teenpatti=test',
  ]);
  await expect(headers(page)).toHaveText([
    'S.No.',
    'EventName',
    'Market',
    'P_L',
    'Commision',
    'CreateOn',
  ]);
  await expect(page.getByRole('img', { name: 'Daily profit and loss' })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(bodyRows(page).first().locator('td').first()).toHaveText('1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(bodyRows(page).first().locator('td').first()).toHaveText('11');
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await expect(page.locator('tbody .amount-neg').first()).toBeVisible();
  await expectBackLink(page);
  const filtered = page.waitForRequest((r) =>
    r.url().endsWith('/AccountDetails/GetUserProfitLoss'),
  );
  await page.getByRole('combobox', { name: 'Market', exact: true }).selectOption('t20');
  await page.getByRole('button', { name: 'Filter' }).click();
  expect((await filtered).postDataJSON()).toMatchObject({ Market: 't20' });
  await expect(bodyRows(page).first().locator('td').nth(2)).toHaveText(/t20|No records/);
});

test('live game bets: selects, twelve columns, search over loaded rows', async ({ page }) => {
  await loginViaUi(page, DEMO, '/UserLiveBetHistory');
  expect(await optionPairs(page, 'Game')).toEqual([
    'All Game=All Game',
    't20=t20',
    'ab2=ab2',
    'oneday=oneday',
    'lucky7=lucky7',
    '32 cardA=CARD32A',
    'Dragon Tiger=dt2020',
    'Test Teenpatti=test',
    'lucky7B=lucky7B',
    'Bollywood Casino=BOLLYWOODCASINO',
    'Amar Akbar Anthony=AMARAKBARANTHONY',
  ]);
  expect(await optionPairs(page, 'Status')).toEqual(['Open=0', 'settle=1']);
  await expect(headers(page)).toHaveText([
    'S.No.',
    'Client',
    'Description',
    'Selection',
    'Type',
    'Odds',
    'Stack',
    'Date',
    'P_L',
    'Liability',
    'Bet type',
    'Status',
  ]);
  const req = page.waitForRequest(
    (r) => r.url().endsWith('/User/UserLiveBetHistory') && r.postDataJSON().Status === 1,
  );
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('1');
  await page.getByRole('button', { name: 'Search' }).click();
  expect((await req).postDataJSON()).toMatchObject({ Action: 2, GameType: 'All Game' });
  await expect(bodyRows(page)).toHaveCount(10);
  const description = (await bodyRows(page).nth(3).locator('td').nth(2).textContent()) ?? '';
  await page.getByRole('searchbox', { name: 'Search' }).fill(description);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first().locator('td').nth(2)).toHaveText(description);
  await expectBackLink(page);
});

test('bet history: ten columns, category buttons reload, search filters', async ({ page }) => {
  await loginViaUi(page, DEMO, '/UserBetHistory');
  await expect(headers(page)).toHaveText([
    'Client',
    'Description',
    'Selection',
    'Type',
    'Odds',
    'Date',
    'P_L',
    'Liability',
    'Bet type',
    'Status',
  ]);
  expect(await optionPairs(page, 'Status')).toEqual(['Open=0', 'settled=1']);
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('1');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(bodyRows(page)).toHaveCount(10);
  const fancy = page.waitForRequest(
    (r) => r.url().endsWith('/User/UserBetHistory') && r.postDataJSON().Action === 3,
  );
  await page.getByRole('button', { name: 'Fancy' }).click();
  expect((await fancy).postDataJSON()).toMatchObject({ Status: 1, Action: 3 });
  await expect(bodyRows(page).first().locator('td').nth(8)).toHaveText('Fancy');
  const cricket = page.waitForRequest(
    (r) => r.url().endsWith('/User/UserBetHistory') && r.postDataJSON().Action === 4,
  );
  await page.getByRole('button', { name: 'Cricket' }).click();
  await cricket;
  await expect(bodyRows(page).first().locator('td').nth(8)).not.toHaveText('Fancy');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByPlaceholder('Search').fill('India v Australia');
  await expect(bodyRows(page).first()).toContainText('India v Australia');
  const texts = await bodyRows(page).locator('td:nth-child(2)').allTextContents();
  expect(texts.every((t) => t.includes('India v Australia'))).toBe(true);
  await expectBackLink(page);
});

test('my ledger: the static sample row; statement: running balance', async ({ page }) => {
  await loginViaUi(page, DEMO, '/UserMyLedger');
  await expect(headers(page)).toHaveText([
    'Date',
    'Collaction Name',
    'Dabit',
    'Credit',
    'Balance',
    'Payment Type',
    'Remark',
  ]);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('Mobile App Charges');
  await expectBackLink(page);
  await page.goto('/statement');
  await expect(headers(page)).toHaveText(['Date', 'Description', 'Credit', 'Debit', 'Balance']);
  await expect(page.getByText(/Closing balance: 1,00,000.00 Coins/)).toBeVisible();
  await expectBackLink(page);
});

test('a casino bet placed through /Casino/PlaceBet appears in live game bets', async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request, DEMO);
  const auth = { authorization: `Bearer ${token}` };
  let roundId = '';
  for (let attempt = 0; attempt < 30 && !roundId; attempt++) {
    const state = (await (
      await request.post(`${e2eStack.apiUrl}/Casino/GetTableState`, {
        headers: auth,
        data: { TableCode: 't20' },
      })
    ).json()) as {
      data: {
        roundId: string;
        markets: { market: string; selections: { name: string; rate: string }[] }[];
      };
    };
    const market = state.data.markets[0]!;
    const selection = market.selections[0]!;
    const placed = (await (
      await request.post(`${e2eStack.apiUrl}/Casino/PlaceBet`, {
        headers: auth,
        data: {
          TableCode: 't20',
          RoundId: state.data.roundId,
          Market: market.market,
          Selection: selection.name,
          Rate: selection.rate,
          Stake: '100',
        },
      })
    ).json()) as { status: number };
    if (placed.status === 0) roundId = state.data.roundId;
    else await page.waitForTimeout(1000);
  }
  expect(roundId).not.toBe('');
  const open = (await (
    await request.post(`${e2eStack.apiUrl}/User/UserLiveBetHistory`, {
      headers: auth,
      data: { FromDate: '', ToDate: '', GameType: 't20', Status: 0, Action: 2 },
    })
  ).json()) as { message: { myLiveBetHistoryDataLists: { description: string }[] } };
  const stillOpen = open.message.myLiveBetHistoryDataLists.some((r) =>
    r.description.endsWith(`round ${roundId}`),
  );
  await loginViaUi(page, DEMO, '/UserLiveBetHistory');
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption('t20');
  await page
    .getByRole('combobox', { name: 'Status', exact: true })
    .selectOption(stillOpen ? '0' : '1');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(`round ${roundId}`);
  await expect(bodyRows(page).first()).toContainText(`Teen Patti T20 round ${roundId}`);
  await expect(bodyRows(page).first().locator('td').nth(6)).toHaveText('100.00');
});
