import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  DEFAULT_STAKE_SETTINGS,
  queryClient,
  useSessionStore,
  useStakeLimit,
  useStakeSettings,
} from 'shared-auth';
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
  // the limit is read from /SaferGambling/GetLimits when a slip opens; here it is set
  useStakeLimit.setState({ limit: null, load: () => Promise.resolve() });
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

test.each([
  ['-100', 'A stake cannot be negative: type it without the minus sign'],
  ['1e5', 'Type the stake in digits, such as 250 or 250.50'],
  ['abc', 'Type the stake in digits, such as 250 or 250.50'],
  ['100.555', 'A stake has at most 2 digits after the point, such as 100.55'],
  ['0', 'A stake must be more than 0'],
])(
  'the stake %j keeps what was typed, says why in its own sentence and places nothing',
  async (typed, sentence) => {
    renderSlip();
    await submitWithStake(typed);
    expect((screen.getByLabelText('Stake') as HTMLInputElement).value).toBe(typed);
    expect(screen.getByRole('alert').textContent).toBe(sentence);
    expect(place).not.toHaveBeenCalled();
  },
);

const openOdds = (side: 'back' | 'lay', price: number, marketType: 'odds' | 'toss' = 'odds') =>
  act(() =>
    useSlipStore.getState().open({
      matchId: 'm1',
      eventId: 'e1',
      marketId: 'k2',
      marketType,
      selectionId: 's1',
      runnerName: 'India',
      side,
      price,
      line: null,
      runnerIds: ['s1', 's2'],
    }),
  );

describe('the money at the price the order matches at', () => {
  beforeEach(() => {
    useOddsStore.setState({
      matchState: 'upcoming',
      cells: { 'odds:s1:LayPrice1': 1.6, 'odds:s1:LaySize1': 1000 },
    });
  });

  test('a lay asked at 1.66 that matches now at 1.60: liability and what-if at 1.60', () => {
    openOdds('lay', 166);
    renderSlip();
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '300' } });
    expect(screen.getByTestId('slip-match-now').textContent).toBe('Matches now: 300.00 at 1.60');
    expect(screen.getByTestId('slip-liability').textContent).toBe('Liability: 180.00 Coins');
    expect(screen.getByTestId('preview-s1').textContent).toBe('-180.00');
    expect(screen.getByTestId('preview-s2').textContent).toBe('300.00');
  });

  test('"Insufficient balance" says what the bet needs and what is available', async () => {
    useSessionStore
      .getState()
      .setBalance({ balance: '150.00', exposure: '0.00', available: '150.00' });
    place.mockResolvedValue({
      ok: false,
      message: 'Insufficient balance',
      code: 'INSUFFICIENT_BALANCE',
    });
    openOdds('lay', 166);
    renderSlip();
    await submitWithStake('300');
    expect(screen.getByRole('alert').textContent).toBe(
      'Insufficient balance: this bet needs 180.00 Coins, you have 150.00 Coins available',
    );
    // the server's own values win when it sends them
    place.mockResolvedValue({
      ok: false,
      message: 'Insufficient balance',
      code: 'INSUFFICIENT_BALANCE',
      values: { needed: '190.00', available: '140.00' },
    });
    await submitWithStake('310');
    expect(screen.getByRole('alert').textContent).toBe(
      'Insufficient balance: this bet needs 190.00 Coins, you have 140.00 Coins available',
    );
  });

  test('the title names the market; a toss slip has no "Keep in play"', () => {
    openOdds('back', 190, 'toss');
    renderSlip();
    expect(screen.getByRole('heading').textContent).toBe('Back India · Toss');
    expect(screen.queryByRole('checkbox', { name: 'Keep in play' })).toBeNull();
  });

  test('odds can be typed: set to the nearest ladder price; off the ladder places nothing', async () => {
    openOdds('back', 190);
    renderSlip();
    const odds = screen.getByTestId('slip-odds') as HTMLInputElement;
    expect(screen.getByRole('heading').textContent).toBe('Back India · Match Odds');
    fireEvent.change(odds, { target: { value: '0.5' } });
    fireEvent.blur(odds);
    await submitWithStake('200');
    expect(screen.getByRole('alert').textContent).toBe('Odds run from 1.01 to 1000');
    expect(place).not.toHaveBeenCalled();
    fireEvent.change(odds, { target: { value: '3.12' } });
    fireEvent.keyDown(odds, { key: 'Enter' });
    expect(odds.value).toBe('3.10');
    expect(screen.getByText('Odds set to 3.10, the nearest price on the ladder')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place Bet' })));
    expect(place.mock.calls[0]?.[0]).toMatchObject({ Price: '3.10', Stake: '200.00' });
  });
});

test("the player's own stake limit is the maximum shown and checked", async () => {
  useStakeLimit.setState({ limit: '150.00' });
  renderSlip();
  expect(screen.getByTestId('slip-limits').textContent).toBe(
    'Min 100.00 · Max 150.00 Coins (Your stake limit)',
  );
  await submitWithStake('200');
  expect(screen.getByRole('alert').textContent).toBe(
    'Stake is above your stake limit of 150.00 Coins',
  );
  expect(place).not.toHaveBeenCalled();
});

test("a quick stake above the player's own stake limit is not offered", () => {
  useStakeLimit.setState({ limit: '150.00' });
  useStakeSettings.getState().set({
    ...DEFAULT_STAKE_SETTINGS,
    quickStakes: ['100.00', '500.00'],
    maxStake: '500000.00',
  });
  renderSlip();
  expect(screen.getByRole('button', { name: '100' }).hasAttribute('disabled')).toBe(false);
  expect(screen.getByRole('button', { name: '500' }).hasAttribute('disabled')).toBe(true);
});
