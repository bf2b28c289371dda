import { act, render, screen } from '@testing-library/react';
import { useOddsStore } from '../../lib/odds/odds-store';
import { StaleMark, STALE_AFTER_MS } from './stale-mark';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  useOddsStore.setState({ matchState: null, lastTickAt: 0 });
});

test('says the odds are delayed after a few seconds without a tick', () => {
  useOddsStore.setState({ matchState: 'inplay', lastTickAt: Date.now() });
  render(<StaleMark />);
  expect(screen.queryByTestId('odds-stale')).toBeNull();
  act(() => jest.advanceTimersByTime(STALE_AFTER_MS + 1000));
  expect(screen.getByTestId('odds-stale')).toBeTruthy();
});

test('a finished match waits for no fresh price: no delay notice', () => {
  useOddsStore.setState({ matchState: 'completed', lastTickAt: Date.now() });
  render(<StaleMark />);
  act(() => jest.advanceTimersByTime(STALE_AFTER_MS + 5000));
  expect(screen.queryByTestId('odds-stale')).toBeNull();
});
