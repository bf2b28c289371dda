import type { UnmatchedBet } from 'shared-api-types';

/** For the tests: a lay of 500.00 on India at 1.40, nothing matched yet, with `more` changed. */
export const order = (betId: string, more: Partial<UnmatchedBet> = {}): UnmatchedBet => ({
  betId,
  marketType: 'odds',
  marketId: 'k1',
  selectionId: 's1',
  selectionName: 'India',
  side: 'lay',
  price: '1.40',
  size: '500.00',
  matched: '0.00',
  remaining: '500.00',
  persistence: 'lapse',
  placedAt: '',
  ...more,
});
