import type { MatchListItem } from './api/get-dashboard';
import { createPriceQueue, type WatchShown } from './price-queue';

const item = (i: number, back0: number) => ({ matchID: String(1000 + i), back0 }) as MatchListItem;
const tick = (back0: number) => Array.from({ length: 50 }, (_, i) => item(i, back0));

/** A queue whose rows are moved on and off the screen by hand; `shown` is what was applied. */
function setup(withWatch = true) {
  const applied: MatchListItem[][] = [];
  const shown = new Map<string, number>();
  const rows = new Map<Element, (near: boolean) => void>();
  const watch: WatchShown = (el, onChange) => {
    rows.set(el, onChange);
    return () => rows.delete(el);
  };
  const queue = createPriceQueue(
    (items) => {
      applied.push([...items]);
      for (const m of items) shown.set(m.matchID, m.back0);
    },
    withWatch ? watch : null,
  );
  const elements = Array.from({ length: 50 }, () => document.createElement('li'));
  const stops = elements.map((el, i) => queue.watchRow(el, String(1000 + i)));
  const move = (i: number, near: boolean) => rows.get(elements[i]!)?.(near);
  return { queue, applied, shown, move, stops };
}

describe('price queue', () => {
  it('shows a tick at once for the rows near the screen only, in one update', () => {
    const { queue, applied, shown, move } = setup();
    for (let i = 0; i < 9; i++) move(i, true);
    queue.show(tick(1.2));
    expect(applied).toHaveLength(1);
    expect(applied[0]!.map((m) => m.matchID)).toEqual(
      Array.from({ length: 9 }, (_, i) => String(1000 + i)),
    );
    expect(shown.get('1030')).toBeUndefined();
  });

  it('shows an off-screen row its latest prices when it comes near the screen', () => {
    const { queue, applied, shown, move } = setup();
    queue.show(tick(1.2));
    queue.show(tick(1.3));
    expect(applied).toHaveLength(0);
    move(30, true);
    expect(shown.get('1030')).toBe(1.3);
    expect(applied).toEqual([[item(30, 1.3)]]);
    // shown once: coming near again with nothing new applies nothing
    move(30, false);
    move(30, true);
    expect(applied).toHaveLength(1);
  });

  it('stops showing a row that left the screen, and forgets a row that left the page', () => {
    const { queue, applied, move, stops } = setup();
    move(3, true);
    move(3, false);
    queue.show(tick(1.2));
    expect(applied).toHaveLength(0);
    move(4, true);
    stops[4]!();
    queue.show(tick(1.3));
    expect(applied.flat().map((m) => m.back0)).toEqual([1.2]);
  });

  it('drops the waiting prices when a whole list was applied', () => {
    const { queue, applied, move } = setup();
    queue.show(tick(1.2));
    queue.drop();
    move(7, true);
    expect(applied).toHaveLength(0);
  });

  it('shows every price at once where rows cannot be watched', () => {
    const { queue, applied } = setup(false);
    queue.show(tick(1.2));
    expect(applied).toEqual([tick(1.2)]);
  });
});
