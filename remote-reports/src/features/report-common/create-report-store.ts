import { notifyError } from 'shared-auth';
import { create } from 'zustand';
import { dateProblem, type DateFilter } from './report-dates';

export type LoadStatus = 'idle' | 'loading' | 'done' | 'error';

export interface ReportState<F extends DateFilter, R> {
  filters: F;
  rows: R[];
  status: LoadStatus;
  /** Zero-based page index. */
  page: number;
  /** Free text over the loaded rows. */
  search: string;
  /** Inline problem with the filters (bad dates); nothing was sent. */
  problem: string | null;
  setFilters: (patch: Partial<F>) => void;
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
  load: () => Promise<void>;
}

interface ReportStoreOptions<F extends DateFilter, R> {
  initialFilters: () => F;
  fetch: (filters: F) => Promise<R[]>;
}

/** One zustand store per report: filters, loaded rows, paging, search and the load action. */
export function createReportStore<F extends DateFilter, R>({
  initialFilters,
  fetch,
}: ReportStoreOptions<F, R>) {
  let seq = 0;
  return create<ReportState<F, R>>()((set, get) => ({
    filters: initialFilters(),
    rows: [],
    status: 'idle',
    page: 0,
    search: '',
    problem: null,
    setFilters: (patch) => set((s) => ({ filters: { ...s.filters, ...patch } })),
    setPage: (page) => set({ page }),
    setSearch: (search) => set({ search, page: 0 }),
    load: async () => {
      const { filters } = get();
      const problem = dateProblem(filters);
      if (problem) {
        set({ problem });
        return;
      }
      const mine = ++seq;
      set({ status: 'loading', problem: null, page: 0 });
      try {
        const rows = await fetch(filters);
        if (mine === seq) set({ rows, status: 'done' });
      } catch (error) {
        if (mine !== seq) return;
        set({ rows: [], status: 'error' });
        notifyError(
          error instanceof Error ? error.message : 'Could not load the report. Please try again.',
        );
      }
    },
  }));
}

/** Rows whose visible text contains the search (case-insensitive). */
export function searchRows<R>(rows: readonly R[], search: string, text: (row: R) => string[]): R[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => text(row).some((v) => v.toLowerCase().includes(needle)));
}
