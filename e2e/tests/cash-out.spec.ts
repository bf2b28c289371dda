import { expect, test } from '@playwright/test';
import { expectHeaderAgrees } from '../support/header';
import { DEMO, apiLogin, loginViaUi } from '../support/session';
import { apiPost } from '../support/api-post';
import {
  openOddsMarket,
  placeOddsBet,
  setOddsPrice,
  unfreezeAfterAll,
} from '../support/frozen-match';
import { e2eStack } from '../support/stack';

const post = apiPost;

unfreezeAfterAll();

test('cash out 50 % then the rest: equal positions, and the balance and exposure shown agree with the API', async ({
  page,
  request,
}) => {
  await post(request, '/__test/Reset', {});
  await post(request, '/__test/Sports/Control', { Frozen: true, BetDelayMs: 0 });
  const { token } = await apiLogin(request, DEMO);
  const dash = (await post(request, '/DashBoard/GetDashboard', { SportId: 4 }, token)).data as {
    sportMathes: {
      mathes: { matchID: string; eventId: string; marketId: string; back1: number }[];
    }[];
  };
  // A two-runner market (no draw), so the hedge is one lay of the favourite.
  const match = dash.sportMathes[0]?.mathes.find((m) => m.back1 === 0);
  if (!match) throw new Error('no two-runner match');
  const feed = await request.get(
    `http://127.0.0.1:${4002 + e2eStack.offset}/MatchOdds/GetOddslite/4/${match.eventId}/${match.marketId}`,
  );
  const [a, b] = (
    (await feed.json()) as { market: { events: { SelectionId: string }[] }[] }
  ).market[0]!.events.map((e) => e.SelectionId);
  const price = async (sid: string | undefined, back: string, lay: string) => {
    for (const [Side, Price] of [
      ['back', back],
      ['lay', lay],
    ] as const)
      await setOddsPrice(request, match, {
        SelectionId: sid,
        Side,
        Price,
        Size: 10_000, // deep enough that every bet here matches whole at the best price
      });
  };
  await openOddsMarket(request, match);
  await price(a, '2.00', '2.02');
  await price(b, '1.96', '2.00');
  const bet = await placeOddsBet(request, token, match, {
    SelectionId: a,
    Side: 'back',
    Price: '2.00',
    Stake: '500.00',
  });
  expect(bet.status, bet.message).toBe(0);
  expect(bet.data).toMatchObject({ matched: '500.00', waiting: '0.00' });
  // A shortens: backed at 2.00, it now lays at 1.51.
  await price(a, '1.50', '1.51');
  await price(b, '2.90', '3.00');
  const profile = (await post(request, '/User/GetProfile', {}, token)).data as {
    matchCommission: string;
  };
  const bp = Math.round(Number(profile.matchCommission) * 100);

  await loginViaUi(page, DEMO, '/matches');
  await page.getByTestId(`match-${match.matchID}`).getByRole('link', { name: /Open/ }).click();
  const bar = page.getByTestId('cash-out-odds');
  await bar.getByRole('button', { name: '50%' }).click();
  // Half of +500/-500 levelled by a lay of A (331.12 at 1.51): 81.12 each at the quote's liability
  // of 168.88; the fill's is the backer's win, 168.87, so A keeps the cent (331.13).
  const net = (cents: number) => (cents - Math.floor((cents * bp) / 10000)) / 100;
  await expect(page.getByTestId('cash-out-odds-amount')).toHaveText(net(8112).toFixed(2));
  await bar.getByRole('button', { name: /Cash out/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cashed out 50%' })).toBeVisible();
  await expect(page.getByTestId(`position-odds-${a}`)).toHaveText('331.13');
  await expect(page.getByTestId(`position-odds-${b}`)).toHaveText('-168.88');
  await expectHeaderAgrees(page, request);

  await bar.getByRole('button', { name: '100%' }).click();
  await bar.getByRole('button', { name: /Cash out/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cashed out 100%' })).toBeVisible();
  // the rest: a lay of A of 331.13 at 1.51 (liability 168.87): 162.26 / 162.25, a cent apart: level
  await expect(page.getByTestId(`position-odds-${a}`)).toHaveText('162.26');
  await expect(page.getByTestId(`position-odds-${b}`)).toHaveText('162.25');
  await expect(page.getByTestId('cash-out-odds-reason')).toHaveText('Position is level');
  await expectHeaderAgrees(page, request);
});
