import { isValidTick, nextTick } from 'shared-maths';
import { centreRow, LADDER_ROWS, rowOf, visibleRows } from './ladder-prices';

describe('the ladder column', () => {
  it('holds every ladder price once, 1000 at the top and 1.01 at the bottom', () => {
    expect(LADDER_ROWS[0]).toBe(100000);
    expect(LADDER_ROWS[LADDER_ROWS.length - 1]).toBe(101);
    expect(LADDER_ROWS).toHaveLength(350);
    expect(new Set(LADDER_ROWS).size).toBe(LADDER_ROWS.length);
    expect(LADDER_ROWS.every(isValidTick)).toBe(true);
    // each row is the tick above the one below it: nothing skipped
    for (let i = 0; i < LADDER_ROWS.length - 1; i += 1)
      expect(nextTick(LADDER_ROWS[i + 1] ?? 0)).toBe(LADDER_ROWS[i]);
    // the band edges
    expect(LADDER_ROWS).toEqual(expect.arrayContaining([199, 200, 202, 395, 400, 410, 980, 1000]));
    expect(LADDER_ROWS).not.toContain(201);
  });

  it('finds the row of a price, -1 off the ladder', () => {
    expect(rowOf(100000)).toBe(0);
    expect(rowOf(101)).toBe(349);
    expect(LADDER_ROWS[rowOf(250)]).toBe(250);
    expect(rowOf(201)).toBe(-1);
    expect(rowOf(0)).toBe(-1);
  });

  it('centres the middle of the best back and lay, clamped to the column', () => {
    const first = centreRow(198, 200, 0, 11);
    const mid = Math.round((rowOf(198) + rowOf(200)) / 2);
    expect(first).toBe(mid - 5);
    expect(LADDER_ROWS[first + 5]).toBe(199);
    // one side alone, then the last traded price
    expect(LADDER_ROWS[centreRow(0, 300, 0, 11) + 5]).toBe(300);
    expect(LADDER_ROWS[centreRow(0, 0, 450, 11) + 5]).toBe(450);
    // the ends of the column
    expect(centreRow(101, 102, 0, 11)).toBe(LADDER_ROWS.length - 11);
    expect(centreRow(100000, 0, 0, 11)).toBe(0);
  });

  it('draws only the rows on screen and a few beside', () => {
    expect(visibleRows(0, 440, 44)).toEqual({ from: 0, to: 14 });
    expect(visibleRows(44 * 100, 440, 44, 2)).toEqual({ from: 98, to: 112 });
    expect(visibleRows(44 * 345, 440, 44).to).toBe(350);
  });
});
