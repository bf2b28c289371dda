import type { ReportsKey } from '../../i18n/texts';
import type { ReportName } from './tabular-report';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from 'shared-auth';
import { create } from 'zustand';
import { dateProblem, type DateFilter } from './report-dates';

export interface ReportState<F extends DateFilter> {
  /** The filters as the player edits them. */
  filters: F;
  /** The filters of the last search: the report shown is the one for these. */
  sent: F | null;
  /** Zero-based page index. */
  page: number;
  /** Free text over the loaded rows. */
  search: string;
  /** Inline problem with the filters (bad dates); nothing was sent. */
  problem: ReportsKey | null;
  setFilters: (patch: Partial<F>) => void;
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
  /** Sends the filters (Search, Filter, a category button). */
  load: () => void;
}

interface ReportOptions<F extends DateFilter, D> {
  /** The report's name (tabular-report's ReportName): its texts, CSV file and cache entry. */
  id: ReportName;
  initialFilters: () => F;
  /** Failures are told by callApi (a toast); the report then shows its empty state. */
  fetch: (filters: F, signal?: AbortSignal) => Promise<D>;
}

/**
 * One report: a zustand store for what the player edits (filters, page, search) and a query,
 * in the shared cache, for the reply to the last search. A search always asks the server again.
 */
export function createReport<F extends DateFilter, D>({
  id,
  initialFilters,
  fetch,
}: ReportOptions<F, D>) {
  const key = `report/${id}`;
  const useStore = create<ReportState<F>>()((set, get) => ({
    filters: initialFilters(),
    sent: null,
    page: 0,
    search: '',
    problem: null,
    setFilters: (patch) => set((s) => ({ filters: { ...s.filters, ...patch } })),
    setPage: (page) => set({ page }),
    setSearch: (search) => set({ search, page: 0 }),
    load: () => {
      const { filters } = get();
      const problem = dateProblem(filters);
      if (problem) {
        set({ problem });
        return;
      }
      set({ sent: filters, problem: null, page: 0 });
      // The same filters as the report on screen: fetch them again rather than keep the cache.
      void queryClient.invalidateQueries({ queryKey: [key, filters], exact: true });
    },
  }));

  /** The reply for the last search; the first visit sends the initial filters. */
  function useReportData(): { data: D | undefined; loading: boolean; done: boolean } {
    const sent = useStore((s) => s.sent);
    useEffect(() => {
      if (useStore.getState().sent === null) useStore.getState().load();
    }, []);
    const query = useQuery({
      queryKey: [key, sent],
      queryFn: ({ signal }) => fetch(sent as F, signal),
      enabled: sent !== null,
    });
    return {
      data: query.isError ? undefined : query.data,
      loading: query.isFetching,
      done: query.isSuccess && !query.isFetching,
    };
  }

  return { id, useStore, useReportData };
}

export type Report<F extends DateFilter, D> = ReturnType<typeof createReport<F, D>>;

/** Rows whose visible text contains the search (case-insensitive). */
export function searchRows<R>(rows: readonly R[], search: string, text: (row: R) => string[]): R[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => text(row).some((v) => v.toLowerCase().includes(needle)));
}
