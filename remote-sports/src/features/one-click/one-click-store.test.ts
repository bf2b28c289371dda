import { clientFailureText, DEFAULT_STAKE_SETTINGS, useStakeSettings } from 'shared-auth';
import { placeBet, type PlaceBetOutcome } from '../../lib/bets/api/place-bet';
import { useSlipStore, type SlipSelection } from '../../lib/bets/slip-store';
import { useOneClick } from './one-click-store';
import { tapPrice } from './tap-price';

jest.mock('../../lib/bets/api/place-bet', () => ({
  ...jest.requireActual('../../lib/bets/api/place-bet'),
  placeBet: jest.fn(),
}));
jest.mock('../../lib/bets/bet-request', () => ({
  ...jest.requireActual('../../lib/bets/bet-request'),
  afterBetPlaced: jest.fn(),
}));
const place = placeBet as jest.Mock;
const balance = { balance: '1000.00', exposure: '0.00', available: '1000.00' };
const matched: PlaceBetOutcome = {
  ok: true,
  betId: '1',
  balance,
  matchedPrice: '1.86',
  matchedLine: null,
  matched: '100.00',
  waiting: '0.00',
  askedPrice: '1.85',
};

const india: SlipSelection = {
  matchId: 'm1',
  eventId: 'e1',
  marketId: 'k1',
  marketType: 'odds',
  selectionId: 's1',
  runnerName: 'India',
  side: 'back',
  price: 185,
  line: null,
  runnerIds: ['s1', 's2'],
};

const settle = () => new Promise((r) => setTimeout(r, 0));
const keys = () => place.mock.calls.map((c) => c[1] as string);

beforeEach(() => {
  place.mockReset().mockResolvedValue(matched);
  useOneClick.getState().dismiss();
  useSlipStore.getState().close();
  useStakeSettings
    .getState()
    .set({ ...DEFAULT_STAKE_SETTINGS, oneClick: true, oneClickStake: '500.00' });
});

test('off: a tap opens the slip and places nothing', () => {
  useStakeSettings.getState().set(DEFAULT_STAKE_SETTINGS);
  tapPrice(india);
  expect(useSlipStore.getState().selection).toBe(india);
  expect(place).not.toHaveBeenCalled();
});

test('on: a tap places the one-click stake at the tapped price, and says where it matched', async () => {
  tapPrice(india);
  expect(useSlipStore.getState().selection).toBeNull();
  await settle();
  expect(place).toHaveBeenCalledTimes(1);
  expect(place.mock.calls[0]?.[0]).toMatchObject({ Price: '1.85', Stake: '500.00', Side: 'back' });
  expect(useOneClick.getState().result).toEqual({ ok: true, text: 'Matched at 1.86' });
});

test('a double tap makes one bet; each later tap is one more bet with its own key', async () => {
  tapPrice(india);
  tapPrice(india);
  expect(useOneClick.getState().ignoredTap).toBe(true);
  await settle();
  tapPrice(india);
  await settle();
  tapPrice(india);
  await settle();
  expect(place).toHaveBeenCalledTimes(3);
  expect(new Set(keys()).size).toBe(3);
});

test('after a lost reply, Check again sends the same key; a new price is a new key', async () => {
  place.mockResolvedValueOnce({
    ok: false,
    message: clientFailureText('BET_UNCONFIRMED'),
    code: 'BET_UNCONFIRMED',
  });
  tapPrice(india);
  await settle();
  useOneClick.getState().retry(185, null);
  await settle();
  place.mockResolvedValueOnce({ ok: false, message: 'Odds changed', code: 'ODDS_CHANGED' });
  tapPrice(india);
  await settle();
  useOneClick.getState().retry(184, null);
  await settle();
  const [first, again, third, newPrice] = keys();
  expect(again).toBe(first);
  expect(third).not.toBe(first);
  expect(newPrice).not.toBe(third);
  expect(place.mock.calls[3]?.[0]).toMatchObject({ Price: '1.84' });
});
