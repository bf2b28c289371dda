import { act, renderHook } from '@testing-library/react';
import { i18n } from 'shared-auth';
import { useOddsStore } from '../../lib/odds/odds-store';
import { useMatchTitle } from './match-title';

beforeEach(() =>
  useOddsStore.setState({
    markets: {
      odds: {
        type: 'odds',
        marketId: 'k1',
        name: 'Match Odds',
        status: 'OPEN',
        runnerIds: ['1', '2'],
      },
    },
    runnerNames: { 'odds:1': 'India', 'odds:2': 'Australia' },
    cells: {},
  }),
);

test('the match title is made once, not on every price tick', () => {
  const { result } = renderHook(() => useMatchTitle());
  expect(result.current).toBe('India v Australia');
  const interpolate = jest.spyOn(i18n.services.interpolator, 'interpolate');
  act(() => useOddsStore.setState({ cells: { 'odds:1:BackPrice1': 1.5 } }));
  act(() => useOddsStore.setState({ cells: { 'odds:1:BackPrice1': 1.51 } }));
  expect(interpolate).not.toHaveBeenCalled();
  interpolate.mockRestore();
  expect(result.current).toBe('India v Australia');
});
