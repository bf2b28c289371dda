import type { BetListItem } from 'shared-api-types';

/** For the tests: an open bet of 100.00 (win and liability 100.00), with `more` changed. */
export const openBet = (
  more: Partial<BetListItem> & Pick<BetListItem, 'marketType'>,
): BetListItem => ({
  betId: '1',
  matchId: 'm',
  marketId: 'k',
  selectionId: 's1',
  runnerName: '',
  side: 'back',
  type: 'Back',
  rate: '2.00',
  line: null,
  amount: '100.00',
  win: '100.00',
  liability: '100.00',
  status: 'open',
  result: null,
  pl: null,
  date: '',
  ...more,
});
