import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_STAKE_SETTINGS, queryClient, useStakeSettings } from 'shared-auth';
import { useOddsStore } from '../../lib/odds/odds-store';
import { placeBet, type PlaceBetOutcome } from '../../lib/bets/api/place-bet';
import { BetSlipHost } from './bet-slip-host';
import { useSlipStore } from '../../lib/bets/slip-store';

jest.mock('../../lib/bets/api/place-bet', () => ({
  ...jest.requireActual('../../lib/bets/api/place-bet'),
  placeBet: jest.fn(),
}));
jest.mock('../../lib/bet-delay/api/get-bet-delay', () => ({
  getBetDelay: () => Promise.resolve({ inPlayMs: 2000 }),
}));
const place = placeBet as jest.Mock;

beforeEach(() => {
  place.mockReset().mockResolvedValue({ ok: false, message: 'We could not confirm your bet.' });
  useOddsStore.setState({
    matchState: 'inplay',
    markets: {
      book: { type: 'book', marketId: 'k1', name: 'Bookmaker', status: 'OPEN', runnerIds: ['s1'] },
    },
    cells: { 'book:s1:BackPrice1': 90 },
  });
  useStakeSettings
    .getState()
    .set({ ...DEFAULT_STAKE_SETTINGS, quickStakes: ['100.00'], maxStake: '500000.00' });
  act(() =>
    useSlipStore.getState().open({
      matchId: 'm1',
      eventId: 'e1',
      marketId: 'k1',
      marketType: 'book',
      selectionId: 's1',
      runnerName: 'India',
      side: 'back',
      price: 90,
      line: null,
      runnerIds: ['s1', 's2'],
    }),
  );
});

async function submitWithStake(stake: string): Promise<string> {
  fireEvent.change(screen.getByLabelText('Stake'), { target: { value: stake } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place Bet' })));
  return place.mock.calls.at(-1)?.[1] as string;
}

const renderSlip = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <BetSlipHost />
    </QueryClientProvider>,
  );

test('an unconfirmed bet sent again unchanged reuses its key; a changed stake is a new bet', async () => {
  renderSlip();
  const first = await submitWithStake('200');
  expect((await screen.findByRole('alert')).textContent).toBe('We could not confirm your bet.');
  const again = await submitWithStake('200');
  const changed = await submitWithStake('300');
  expect(first).toMatch(/\S{8,}/);
  expect(again).toBe(first);
  expect(changed).not.toBe(first);
  expect(place.mock.calls.map((c) => (c[0] as { Stake: string }).Stake)).toEqual([
    '200.00',
    '200.00',
    '300.00',
  ]);
});

test('a placed bet says the price it was matched at, from the reply', async () => {
  const balance = { balance: '1000.00', exposure: '200.00', available: '800.00' };
  place.mockResolvedValue({
    ok: true,
    betId: '9',
    balance,
    matchedPrice: '95',
    matchedLine: null,
    matched: '500.00',
    waiting: '0.00',
  });
  renderSlip();
  await submitWithStake('200');
  const status = await screen.findByRole('status');
  expect(status.textContent).toContain('Bet placed: Back India 200.00 · Matched at 95');
  expect(status.getAttribute('aria-live')).toBe('polite');
});

test('match odds: what matches now and what waits, "Keep in play", and the outcome after', async () => {
  useOddsStore.setState({
    matchState: 'upcoming',
    markets: {
      odds: { type: 'odds', marketId: 'k2', name: 'Match Odds', status: 'OPEN', runnerIds: ['s1'] },
    },
    cells: { 'odds:s1:LayPrice1': 1.55, 'odds:s1:LaySize1': 3, 'odds:s1:LayPrice2': 1.56 },
  });
  act(() =>
    useSlipStore.getState().open({
      matchId: 'm1',
      eventId: 'e1',
      marketId: 'k2',
      marketType: 'odds',
      selectionId: 's1',
      runnerName: 'India',
      side: 'lay',
      price: 160,
      line: null,
      runnerIds: ['s1', 's2'],
    }),
  );
  place.mockResolvedValue({
    ok: true,
    betId: '9',
    balance: { balance: '1000.00', exposure: '320.00', available: '680.00' },
    matchedPrice: '1.55',
    matchedLine: null,
    matched: '300.00',
    waiting: '200.00',
    askedPrice: '1.60',
  });
  renderSlip();
  fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '500' } });
  // the second level has no size: only the first matches now
  expect(screen.getByTestId('slip-match-now').textContent).toBe(
    'Matches now: 3.00 at 1.55Waits in the book: 497.00 at 1.60',
  );
  const keep = screen.getByRole('checkbox', { name: 'Keep in play' });
  expect((keep as HTMLInputElement).checked).toBe(false);
  fireEvent.click(keep);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place Bet' })));
  expect(place.mock.calls[0]?.[0]).toMatchObject({ Price: '1.60', Persistence: 'keep' });
  expect(screen.getByRole('status').textContent).toContain(
    'Bet placed: Lay India 500.00 · Matched 300.00 at 1.55 · 200.00 waiting at 1.60',
  );
});

test('an in-play bet shows the delay counting down until the server answers', async () => {
  let answer: (o: PlaceBetOutcome) => void = () => undefined;
  place.mockReturnValue(new Promise<PlaceBetOutcome>((r) => (answer = r)));
  renderSlip();
  await submitWithStake('200');
  expect((await screen.findByRole('timer')).textContent).toMatch(/^In-play delay [12]\.\d s$/);
  const balance = { balance: '1000.00', exposure: '200.00', available: '800.00' };
  await act(async () =>
    answer({
      ok: true,
      betId: '9',
      balance,
      matchedPrice: '92',
      matchedLine: null,
      matched: '500.00',
      waiting: '0.00',
      askedPrice: '90',
    }),
  );
  expect(screen.queryByRole('timer')).toBeNull();
  expect(screen.getByRole('status').textContent).toContain('Matched at 92');
});

test('"Odds changed" offers the live price: one tap sends it with a new key', async () => {
  place.mockResolvedValueOnce({ ok: false, message: 'Odds changed', code: 'ODDS_CHANGED' });
  renderSlip();
  await submitWithStake('200');
  expect(screen.getByRole('alert').textContent).toBe('Odds changed');
  // the price the server refused is still the live one: nothing to offer yet
  expect(screen.queryByRole('button', { name: /^Bet at/ })).toBeNull();
  act(() => useOddsStore.setState({ cells: { 'book:s1:BackPrice1': 85 } }));
  place.mockResolvedValueOnce({
    ok: false,
    message: 'Market is suspended',
    code: 'MARKET_SUSPENDED',
  });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bet at 85' })));
  const [first, second] = place.mock.calls as [{ Price: string }, string][];
  expect([first?.[0].Price, second?.[0].Price]).toEqual(['90', '85']);
  expect(second?.[1]).not.toBe(first?.[1]);
  expect(screen.getByTestId('slip-odds').textContent).toBe('85');
  expect(screen.getByRole('alert').textContent).toBe('Market is suspended');
});

test("the live price is offered by the refusal's code, in any language; a sentence alone offers none", async () => {
  place.mockResolvedValueOnce({ ok: false, message: 'बाज़ार रुका हुआ है', code: 'MARKET_SUSPENDED' });
  renderSlip();
  await submitWithStake('200');
  expect(screen.getByRole('button', { name: 'Bet at 90' })).toBeTruthy();
  place.mockResolvedValueOnce({ ok: false, message: 'Market is suspended', code: null });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bet at 90' })));
  expect(screen.getByRole('alert').textContent).toBe('Market is suspended');
  expect(screen.queryByRole('button', { name: /^Bet at/ })).toBeNull();
});
