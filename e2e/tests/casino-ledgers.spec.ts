import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDay } from 'shared-maths/calendar-day';
import { wallTimeText } from 'shared-maths/player-time';
import { DEMO, loginViaUi, setBalance } from '../support/session';
import { settleMatchWithBets } from '../support/settled-match';
import { clearOfMidnight } from '../support/clear-of-midnight';
import { e2eStack } from '../support/stack';

/** Player A: AS KS QS (pure sequence) beats Player B: 2H 3D 5C (dealt alternately). */
const PLAYER_A_WINS = ['AS', '2H', 'KS', '3D', 'QS', '5C'];

async function casinoControl(request: APIRequestContext, action: string, data: object) {
  const res = await request.post(`${e2eStack.apiUrl}/__test/Casino/${action}`, { data });
  expect(res.ok()).toBe(true);
  return (
    (await res.json()) as { data: { roundId: string; status: string; winner: string | null } }
  ).data;
}

const box = (page: Page, title: string) => page.getByTestId(`box-${title}`);

test('bet on Teen Patti T20, watch it settle, then follow it through the ledgers', async ({
  page,
  request,
}) => {
  await clearOfMidnight(['UTC']);
  await setBalance(request, DEMO.user, '10000.00');
  const fresh = await casinoControl(request, 'NextRound', { TableCode: 't20' });
  expect(fresh.status).toBe('open');

  await loginViaUi(page, DEMO, '/games');
  await expect(page.getByTestId('table-t20')).toContainText('Betting open');
  await page.getByTestId('table-t20').click();
  await expect(page).toHaveURL(/\/games\/teenpatti-t20$/);
  await expect(page.getByTestId('round-id')).toHaveText(`Round ${fresh.roundId}`);
  await expect(page.getByTestId('round-status')).toHaveText('Betting open');

  await page.getByRole('button', { name: 'Winner Player A 1.98' }).click();
  await page.getByLabel('Stake').fill('200');
  await expect(page.getByRole('form', { name: 'bet slip' })).toContainText('Win 196.00');
  await page.getByRole('button', { name: 'Place Bet' }).click();
  const myBets = page.getByRole('table', { name: 'my bets this round' });
  await expect(myBets).toContainText('Player A');
  await expect(myBets).toContainText('196.00');
  await expect(page.getByTestId('header-balance')).toHaveText('9,800.00 Coins');

  const settled = await casinoControl(request, 'SettleRound', {
    TableCode: 't20',
    Cards: PLAYER_A_WINS,
  });
  expect(settled).toMatchObject({ roundId: fresh.roundId, status: 'result', winner: 'Player A' });
  await expect(page.getByTestId('round-winner')).toHaveText('Winner: Player A');
  await expect(page.getByTestId('card')).toHaveCount(6);
  // +196.00 won, 2% commission 3.92
  await expect(page.getByTestId('header-balance')).toHaveText('10,192.08 Coins');

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'LEDGERS' })
    .click();
  await expect(page).toHaveURL(/\/Ledgers$/i);
  // the casino's day (UTC), the month as a word
  const day = `Casino ${wallTimeText(formatDay(new Date()), 'en')}`;
  await page.getByRole('button', { name: day }).click();
  await expect(page).toHaveURL(/\/casinoDetails$/);
  const description = `Teen Patti T20 round ${fresh.roundId}`;
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: description }) });
  await expect(row).toContainText('Player A');
  await expect(row).toContainText('192.08');
  await row.getByRole('button', { name: description }).click();

  await expect(page).toHaveURL(/\/LedMatDetails$/);
  const bets = page.getByRole('table', { name: 'casino bets' });
  await expect(bets).toContainText('Player A');
  await expect(bets).toContainText('200.00');
  await expect(bets).toContainText('196.00');
  await expect(box(page, 'Match Plus Minus')).toContainText('You Won 196.00 /- Coins.');
  await expect(box(page, 'Total Commission')).toContainText('You Won 3.92 /- Coins.');
  await expect(box(page, 'Mob. App. Charges')).toContainText('You Won 0.00 /- Coins.');
  await expect(box(page, 'Net Plus Minus')).toContainText('You Won 192.08 /- Coins.');

  await page.getByRole('button', { name: 'back to list' }).click();
  await expect(page).toHaveURL(/\/casinoDetails$/);
  await expect(page.getByRole('button', { name: description })).toBeVisible();
  await page.getByRole('link', { name: 'back to Main Menu' }).click();
  await expect(page).toHaveURL(/\/Ledgers$/i);
});

test('a settled cricket match opens the sport id 4 details with boxes that add up', async ({
  page,
  request,
}) => {
  // its own data: a match settled with demo's winning odds and fancy bets (test control)
  expect((await request.post(`${e2eStack.apiUrl}/__test/Reset`)).ok()).toBe(true);
  const match = await settleMatchWithBets(request).finally(() =>
    request.post(`${e2eStack.apiUrl}/__test/Sports/Control`, {
      data: { Frozen: false, BetDelayMs: 2000 },
    }),
  );
  await loginViaUi(page, DEMO, '/Ledgers');
  await page
    .getByRole('table', { name: 'ledger' })
    .getByRole('button', { name: match.name, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/LedMatDetails$/);
  await expect(page.getByRole('heading', { name: match.name })).toBeVisible();
  await expect(box(page, 'Net Plus Minus')).toBeVisible();
  const amount = async (title: string) => {
    const text = (await box(page, title).textContent()) ?? '';
    const value = Number(/(\d[\d,]*\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
    return Math.round((text.includes('You Lost') ? -value : value) * 100);
  };
  const [matchPm, fancy, comm, mobile, net] = await Promise.all(
    [
      'Match Plus Minus',
      'Fancy Plus Minus',
      'Total Commission',
      'Mob. App. Charges',
      'Net Plus Minus',
    ].map(amount),
  );
  // the back at 2.00 and the YES at 50 (scored 55) each won 100.00
  expect([matchPm, fancy]).toEqual([10000, 10000]);
  expect(net).toBe((matchPm as number) + (fancy as number) - (comm as number) - (mobile as number));
  // the FANCY table shows only bets with a result; its P&L column sums to the Fancy box
  const fancyPl = await page
    .getByRole('table', { name: 'fancy bets' })
    .locator('tbody tr td:last-child')
    .allTextContents();
  const fancySum = fancyPl
    .filter((t) => /\d/.test(t))
    .reduce((a, t) => a + Math.round(Number(t.replace(/,/g, '')) * 100), 0);
  expect(fancySum).toBe(fancy);
  await page.getByRole('button', { name: 'back to list' }).click();
  await expect(page).toHaveURL(/\/Ledgers$/i);
});
