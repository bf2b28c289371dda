/** Report paging: zero-based page index, 10 rows a page (docs/reports.md, Pages). */
export const REPORT_PAGE_SIZE = 10;

export function pageCount(total: number, size = REPORT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Keeps a page index inside 0 .. pageCount - 1. */
export function clampPage(page: number, total: number, size = REPORT_PAGE_SIZE): number {
  return Math.min(Math.max(0, Math.floor(page)), pageCount(total, size) - 1);
}

/** The rows of one zero-based page. */
export function pageRows<T>(rows: readonly T[], page: number, size = REPORT_PAGE_SIZE): T[] {
  const start = clampPage(page, rows.length, size) * size;
  return rows.slice(start, start + size);
}
