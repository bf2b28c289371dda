import { clampPage, pageCount, pageRows, REPORT_PAGE_SIZE } from './paging';

const rows = Array.from({ length: 23 }, (_, i) => i);

describe('report paging', () => {
  it('is zero-based with 10 rows a page', () => {
    expect(REPORT_PAGE_SIZE).toBe(10);
    expect(pageRows(rows, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageRows(rows, 1)[0]).toBe(10);
    expect(pageRows(rows, 2)).toEqual([20, 21, 22]);
  });

  it('counts pages and clamps out-of-range indexes', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(clampPage(5, 23)).toBe(2);
    expect(clampPage(-1, 23)).toBe(0);
    expect(pageRows(rows, 9)).toEqual([20, 21, 22]);
  });
});
