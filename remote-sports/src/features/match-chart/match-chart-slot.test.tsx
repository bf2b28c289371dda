import { act, render, screen } from '@testing-library/react';
import { CHART_IDLE_WAIT_MS, MatchChartSlot } from './match-chart-slot';

// how often the chart's module was loaded (its code is a chunk of its own in the build)
const mockLoads = { count: 0 };
jest.mock('./match-chart', () => {
  mockLoads.count += 1;
  return { __esModule: true, default: () => <p>the chart</p> };
});

type Idle = (cb: () => void, opts?: { timeout?: number }) => number;

describe('MatchChartSlot', () => {
  const idleCalls: { cb: () => void; timeout?: number }[] = [];
  beforeEach(() => {
    idleCalls.length = 0;
    const w = window as unknown as { requestIdleCallback: Idle; cancelIdleCallback: () => void };
    w.requestIdleCallback = (cb, opts) => idleCalls.push({ cb, timeout: opts?.timeout });
    w.cancelIdleCallback = () => undefined;
  });
  afterEach(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.requestIdleCallback;
    delete w.cancelIdleCallback;
  });

  it('keeps the reserved box, and loads no chart code, until the markets are in and the main thread is idle', async () => {
    const { container, rerender } = render(
      <MatchChartSlot matchId="1" eventId="2" ready={false} />,
    );
    await act(async () => undefined);
    expect(container.querySelector('.match-chart-slot')).not.toBeNull();
    expect(idleCalls).toHaveLength(0);

    rerender(<MatchChartSlot matchId="1" eventId="2" ready />);
    await act(async () => undefined);
    expect(screen.queryByText('the chart')).toBeNull();
    expect(idleCalls).toHaveLength(1);
    expect(idleCalls[0]!.timeout).toBe(CHART_IDLE_WAIT_MS);
    // its download would share the network with the markets' first paint
    expect(mockLoads.count).toBe(0);

    await act(async () => idleCalls[0]!.cb());
    expect(await screen.findByText('the chart')).toBeTruthy();
    expect(container.querySelector('.match-chart-slot')).toBeNull();
  });
});
