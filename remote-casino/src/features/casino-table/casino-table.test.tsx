import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AxiosError } from 'axios';
import { toast } from 'react-toastify';
import {
  apiClient,
  balancePoller,
  clientFailureText,
  queryClient,
  useSessionStore,
  useStakeLimit,
  useStakeSettings,
} from 'shared-auth';
import type { TableState } from './api/table-api';
import { CasinoTable } from './casino-table';
import { possibleWin, useSlipStore } from './slip-store';

jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  balancePoller: { poke: jest.fn() },
  notifySuccess: jest.fn(),
}));
jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
// The real callApi over a stubbed transport.
const post = jest.spyOn(apiClient, 'post') as unknown as jest.Mock;
const poke = balancePoller.poke as jest.Mock;
const loadStakes = jest.fn(async () => undefined);

const state = (over: Partial<TableState> = {}): TableState => ({
  tableCode: 't20',
  path: 'teenpatti-t20',
  name: 'Teen Patti T20',
  roundId: '42',
  status: 'open',
  secondsLeft: 12,
  markets: [
    {
      market: 'Winner',
      selections: [
        { name: 'Player A', rate: '1.98' },
        { name: 'Player B', rate: '1.98' },
      ],
    },
  ],
  hands: [],
  winner: null,
  lastResults: [{ roundId: '41', winner: 'Player B' }],
  bets: [],
  ...over,
});
const ok = (data: unknown, message = '') => ({ data: { status: 0, message, data } });

function serve(current: () => TableState) {
  post.mockImplementation((url: string) => {
    if (url === '/Casino/GetTableState') return Promise.resolve(ok(current()));
    if (url === '/Casino/PlaceBet')
      return Promise.resolve(
        ok(
          { betId: '1', balance: { balance: '1000.00', exposure: '100.00', available: '900.00' } },
          'Bet placed',
        ),
      );
    return Promise.reject(new Error(url));
  });
}

beforeEach(() => {
  post.mockReset();
  poke.mockReset();
  useSlipStore.getState().clear();
  useStakeSettings.setState({ loaded: false, load: loadStakes });
  loadStakes.mockClear();
  useStakeLimit.setState({ limit: null, load: async () => undefined });
});

const renderTable = (gamePath: string) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CasinoTable gamePath={gamePath} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

it('possible win is stake x (rate - 1) floored to the cent', () => {
  expect(possibleWin('100', '1.98')).toBe('98.00');
  expect(possibleWin('3.33', '1.97')).toBe('3.23');
  expect(possibleWin('', '1.98')).toBe('0.00');
});

it('shows the round, places a bet with quick stakes and an Idempotency-Key, pokes the balance', async () => {
  serve(() => state());
  renderTable('teenpatti-t20');
  expect((await screen.findByTestId('round-id')).textContent).toBe('Round 42');
  expect(screen.getByTestId('countdown').textContent).toBe('12s');
  expect(screen.getByTestId('last-results').textContent).toContain('Player B');
  fireEvent.click(screen.getByRole('button', { name: 'Winner Player A 1.98' }));
  fireEvent.click(await screen.findByRole('button', { name: '500.00' }));
  expect(screen.getByText('490.00')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
  await waitFor(() => expect(poke).toHaveBeenCalled());
  const call = post.mock.calls.find((c) => c[0] === '/Casino/PlaceBet');
  expect(call?.[1]).toEqual({
    TableCode: 't20',
    RoundId: '42',
    Market: 'Winner',
    Selection: 'Player A',
    Rate: '1.98',
    Stake: '500.00',
  });
  expect(call?.[2].headers['Idempotency-Key']).toMatch(/.{8,}/);
  expect(loadStakes).toHaveBeenCalledTimes(1);
});

it('a lost reply says the bet is unconfirmed; the retry sends the same Idempotency-Key', async () => {
  serve(() => state());
  renderTable('teenpatti-t20');
  fireEvent.click(await screen.findByRole('button', { name: 'Winner Player A 1.98' }));
  fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '100' } });
  const lost = new AxiosError('Network Error', AxiosError.ERR_NETWORK);
  post.mockImplementationOnce(() => Promise.reject(lost));
  fireEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith(
      clientFailureText('BET_UNCONFIRMED'),
      expect.anything(),
    ),
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Place Bet' }));
  await waitFor(() => expect(useSlipStore.getState().pick).toBeNull());
  const keys = post.mock.calls
    .filter((c) => c[0] === '/Casino/PlaceBet')
    .map((c) => c[2].headers['Idempotency-Key']);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

it('closed round: markets disabled, cards shown; result with my bets pokes the balance once', async () => {
  jest.useFakeTimers();
  let current = state({
    status: 'closed',
    hands: [{ label: 'Player A (Trail)', cards: ['AS', 'AH', 'AD'] }],
  });
  serve(() => current);
  renderTable('TEENPATTI-T20');
  await act(async () => {
    await Promise.resolve();
  });
  expect(
    screen.getByRole('button', { name: 'Winner Player A 1.98' }).closest('fieldset')?.disabled,
  ).toBe(true);
  expect(screen.getAllByTestId('card')).toHaveLength(3);
  // the cards scroll inside a box of fixed height: a keyboard must reach it (axe's
  // scrollable-region-focusable found a long Andar Bahar deal it could not)
  expect(screen.getByRole('region', { name: 'Cards dealt' }).tabIndex).toBe(0);
  const bet = {
    betId: '1',
    market: 'Winner',
    selection: 'Player A',
    rate: '1.98',
    stake: '100.00',
    possibleWin: '98.00',
    possibleLoss: '-100.00',
    status: 'settled' as const,
    pl: '98.00',
  };
  current = state({ status: 'result', winner: 'Player A', hands: current.hands, bets: [bet] });
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      jest.advanceTimersByTime(1000);
      await Promise.resolve();
    });
  }
  expect(screen.getByTestId('round-winner').textContent).toBe('Winner: Player A');
  expect(poke).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});

it('an unknown game path says so', () => {
  renderTable('poker');
  expect(screen.getByRole('heading', { name: 'Unknown table' })).toBeTruthy();
});

it("the stake placeholder shows the player's own stake limit when it is the lower maximum; no quick stake above it", async () => {
  serve(() => state());
  useStakeLimit.setState({ limit: '150.00' });
  renderTable('teenpatti-t20');
  fireEvent.click(await screen.findByRole('button', { name: 'Winner Player A 1.98' }));
  expect(screen.getByLabelText('Stake').getAttribute('placeholder')).toBe('100.00 - 150.00');
  // a quick stake above it is not offered
  expect(screen.getByRole('button', { name: '100.00' }).hasAttribute('disabled')).toBe(false);
  expect(screen.getByRole('button', { name: '500.00' }).hasAttribute('disabled')).toBe(true);
});

it('a stake that is not a stake says why, keeps Place Bet off and shows no win', async () => {
  serve(() => state());
  renderTable('teenpatti-t20');
  fireEvent.click(await screen.findByRole('button', { name: 'Winner Player A 1.98' }));
  const cases: [string, string][] = [
    ['-100', 'A stake cannot be negative: type it without the minus sign'],
    ['1e5', 'Type the stake in digits, such as 250 or 250.50'],
    ['100.555', 'A stake has at most 2 digits after the point, such as 100.55'],
    ['0', 'A stake must be more than 0'],
  ];
  for (const [typed, sentence] of cases) {
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: typed } });
    expect(screen.getByRole('alert').textContent).toBe(sentence);
    expect((screen.getByRole('button', { name: 'Place Bet' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByTestId('slip-win').textContent).toBe('0.00');
  }
});

it('a stake over the available balance says what is needed and what is available', async () => {
  serve(() => state());
  useSessionStore.setState({
    balance: { balance: '1200.00', exposure: '200.00', available: '1000.00' },
  });
  renderTable('teenpatti-t20');
  fireEvent.click(await screen.findByRole('button', { name: 'Winner Player A 1.98' }));
  fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '1500' } });
  expect(screen.getByTestId('slip-short').textContent).toBe(
    'This bet needs 1,500.00 Coins; you have 1,000.00 Coins available',
  );
  fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '1000' } });
  expect(screen.queryByTestId('slip-short')).toBeNull();
  useSessionStore.setState({ balance: null });
});

it('win and lose are written by the one money formatter (Indian grouping), from exact cents', async () => {
  serve(() => state());
  renderTable('teenpatti-t20');
  fireEvent.click(await screen.findByRole('button', { name: 'Winner Player A 1.98' }));
  fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '150000.10' } });
  expect(screen.getByTestId('slip-win').textContent).toBe('1,47,000.09');
  expect(screen.getByTestId('slip-lose').textContent).toBe('1,50,000.10');
  expect(screen.queryByRole('alert')).toBeNull();
});

it("a break from the casino: the refusal is told in the player's language, the pick kept", async () => {
  serve(() => state());
  renderTable('teenpatti-t20');
  fireEvent.click(await screen.findByRole('button', { name: 'Winner Player A 1.98' }));
  fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '100' } });
  const refused = {
    status: 1,
    message: 'You are taking a break from the casino',
    code: 'SAFER_CASINO_BREAK_BET',
    data: null,
  };
  post.mockImplementationOnce(() => Promise.resolve({ data: refused }));
  fireEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith(
      'You are taking a break from the casino. The safer gambling page shows when it ends.',
      expect.anything(),
    ),
  );
  expect(useSlipStore.getState().pick).not.toBeNull();
});
