import { act, renderHook } from '@testing-library/react';
import { useStepsAfter } from './use-steps-after';

describe('useStepsAfter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws nothing until ready, then one step a task up to the last', () => {
    const view = renderHook(({ ready }) => useStepsAfter(ready, 3), {
      initialProps: { ready: false },
    });
    act(() => jest.runOnlyPendingTimers());
    expect(view.result.current).toBe(0);
    view.rerender({ ready: true });
    expect(view.result.current).toBe(0);
    const seen: number[] = [];
    for (let task = 0; task < 5; task += 1) {
      act(() => jest.runOnlyPendingTimers());
      seen.push(view.result.current);
    }
    expect(seen).toEqual([1, 2, 3, 3, 3]);
  });

  it('keeps what it drew when no longer ready', () => {
    const view = renderHook(({ ready }) => useStepsAfter(ready, 2), {
      initialProps: { ready: true },
    });
    act(() => jest.runOnlyPendingTimers());
    view.rerender({ ready: false });
    act(() => jest.runOnlyPendingTimers());
    expect(view.result.current).toBe(1);
  });
});
