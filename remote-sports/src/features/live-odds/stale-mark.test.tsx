import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
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

test('a tick while the odds are fresh does not draw the mark again; a tick ends the notice', () => {
  useOddsStore.setState({ matchState: 'inplay', lastTickAt: Date.now() });
  const commits = jest.fn();
  render(
    <Profiler id="mark" onRender={commits}>
      <StaleMark />
    </Profiler>,
  );
  commits.mockClear();
  act(() => useOddsStore.setState({ lastTickAt: Date.now() + 10 }));
  expect(commits).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(STALE_AFTER_MS + 1000));
  expect(screen.getByTestId('odds-stale')).toBeTruthy();
  act(() => useOddsStore.setState({ lastTickAt: Date.now() }));
  expect(screen.queryByTestId('odds-stale')).toBeNull();
});
