import { act, renderHook } from '@testing-library/react';
import { useDelayShown } from './use-delay-shown';

describe('the in-play delay on the ladder', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a tap while its delay runs, then goes; a tap meanwhile keeps the first', () => {
    const h = renderHook(({ ms }) => useDelayShown(ms), {
      initialProps: { ms: 2000 as number | null },
    });
    act(() => h.result.current.start('Lay India at 1.55'));
    expect(h.result.current.shown).toMatchObject({ what: 'Lay India at 1.55', ms: 2000 });
    act(() => jest.advanceTimersByTime(500));
    act(() => h.result.current.start('Back India at 1.50'));
    expect(h.result.current.shown?.what).toBe('Lay India at 1.55');
    act(() => jest.advanceTimersByTime(1600));
    expect(h.result.current.shown).toBeNull();
  });

  it('shows nothing with no delay (not in play, or the slip counts it)', () => {
    const h = renderHook(() => useDelayShown(null));
    act(() => h.result.current.start('Lay India at 1.55'));
    expect(h.result.current.shown).toBeNull();
  });
});
