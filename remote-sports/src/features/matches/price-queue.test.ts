import type { MatchListItem } from './api/get-dashboard';
import { useMatchesStore } from './matches-store';
import { MATCHES_PER_FRAME, setRowOnScreen, showPrices } from './price-queue';

const item = (i: number, back0: number) => ({ matchID: String(1000 + i), back0 }) as MatchListItem;
const tick = (back0: number) => Array.from({ length: 50 }, (_, i) => item(i, back0));
const cell = (i: number) => useMatchesStore.getState().cells[`${1000 + i}:back0`];

/** Frames are drawn by hand: each call runs what waited for the next frame. */
const frames: (() => void)[] = [];
function drawFrame(): void {
  for (const fn of frames.splice(0)) fn();
  jest.runOnlyPendingTimers();
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => {
    frames.push(() => fn(0));
    return frames.length;
  });
  useMatchesStore.getState().apply(tick(1.1));
});

afterEach(() => jest.useRealTimers());

describe('showPrices', () => {
  it('spreads a tick over frames, a few matches each', () => {
    showPrices(tick(1.2));
    expect(cell(0)).toBe(1.2);
    expect(cell(MATCHES_PER_FRAME)).toBe(1.1);
    drawFrame();
    expect(cell(MATCHES_PER_FRAME)).toBe(1.2);
    for (let i = 0; i < 10; i++) drawFrame();
    expect(cell(49)).toBe(1.2);
  });

  it('shows a row on screen at once, even while an earlier tick is still being drawn', () => {
    setRowOnScreen('1030', true);
    showPrices(tick(1.2));
    expect(cell(30)).toBe(1.2);
    drawFrame();
    showPrices(tick(1.3));
    // the row on screen does not wait for the rest of the earlier tick
    expect(cell(30)).toBe(1.3);
    for (let i = 0; i < 10; i++) drawFrame();
    // every match ends on its latest price, none skipped
    expect(Array.from({ length: 50 }, (_, i) => cell(i))).toEqual(Array(50).fill(1.3));
    setRowOnScreen('1030', false);
  });
});
