import { act, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_STAKE_SETTINGS, useStakeSettings } from 'shared-auth';
import { placeBet } from './api/place-bet';
import { BetSlipHost } from './bet-slip-modal';
import { useSlipStore } from './slip-store';

jest.mock('./api/place-bet', () => ({
  ...jest.requireActual('./api/place-bet'),
  placeBet: jest.fn(),
}));
const place = placeBet as jest.Mock;

beforeEach(() => {
  place.mockReset().mockResolvedValue({ ok: false, message: 'We could not confirm your bet.' });
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

test('an unconfirmed bet sent again unchanged reuses its key; a changed stake is a new bet', async () => {
  render(<BetSlipHost />);
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
  place.mockResolvedValue({ ok: true, betId: '9', balance, matchedPrice: '95', matchedLine: null });
  render(<BetSlipHost />);
  await submitWithStake('200');
  expect((await screen.findByRole('status')).textContent).toContain(
    'Bet placed: Back India for 200.00 Coins. Matched at 95',
  );
});
