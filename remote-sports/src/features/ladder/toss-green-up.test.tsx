import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { setLanguage } from 'shared-auth';
import { placeBet } from '../../lib/bets/api/place-bet';
import type { SlipSelection } from '../../lib/bets/slip-store';
import { useLadderBooks } from './ladder-store';
import { TossGreenUp } from './toss-green-up';

jest.mock('../../lib/bets/api/place-bet', () => ({ placeBet: jest.fn() }));
jest.mock('../../lib/bets/bet-request', () => ({
  ...jest.requireActual('../../lib/bets/bet-request'),
  afterBetPlaced: jest.fn(),
}));
const place = jest.mocked(placeBet);

const selectionOf = (sid: string, side: 'back' | 'lay', price: number): SlipSelection => ({
  matchId: '7',
  eventId: '70',
  marketId: '700',
  marketType: 'toss',
  selectionId: sid,
  runnerName: sid === 'a' ? 'India' : 'Australia',
  side,
  price,
  line: null,
  runnerIds: ['a', 'b'],
});
const level = (toBack: string, toLay: string): [string, string, string] => [toBack, toLay, '0.00'];
const view = (positions: Record<string, number>) =>
  render(<TossGreenUp positions={positions} runnerIds={['a', 'b']} selectionOf={selectionOf} />);

beforeEach(() => {
  place.mockReset();
  useLadderBooks.setState({
    parts: {
      'toss:a': {
        lastTraded: null,
        traded: '0.00',
        levels: { '2.00': level('500.00', '0.00'), '2.02': level('0.00', '500.00') },
      },
      'toss:b': {
        lastTraded: null,
        traded: '0.00',
        levels: { '1.96': level('500.00', '0.00'), '2.00': level('0.00', '500.00') },
      },
    },
  });
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the toss green-up', () => {
  it('lays off a back that shortened at the best lay, one PlaceBet, the outcome equal', async () => {
    place.mockResolvedValue({
      ok: true,
      betId: '1',
      balance: { balance: '0.00', exposure: '0.00', available: '0.00' },
      matchedPrice: '2.02',
      matchedLine: null,
      matched: '148.51',
      waiting: '0.00',
      askedPrice: '2.02',
    });
    const v = view({ a: 20000, b: -10000 });
    // a wins: 200.00 - 148.51 x 1.02 = 48.52; b wins: -100.00 + 148.51 = 48.51
    const button = v.getByRole('button', { name: /^Green up: 48\.5[12] whoever wins$/ });
    fireEvent.click(button);
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    expect(place.mock.calls[0]?.[0]).toMatchObject({
      MarketType: 'toss',
      SelectionId: 'a',
      Side: 'lay',
      Price: '2.02',
      Stake: '148.51',
    });
  });

  it("says a refusal in the player's language; nothing shown without a position", async () => {
    place.mockResolvedValue({ ok: false, message: 'Odds changed', code: 'ODDS_CHANGED' });
    await act(() => setLanguage('hi'));
    const v = view({ a: 20000, b: -10000 });
    fireEvent.click(v.getByRole('button'));
    expect((await v.findByRole('alert')).textContent).toBe('भाव बदल गया');
    v.unmount();
    expect(view({ a: 0, b: 0 }).container.textContent).toBe('');
  });
});
