import { QueryClient } from '@tanstack/react-query';

/**
 * The one server-state cache of the host and every remote (shared-auth is a federation
 * singleton; the host and each standalone shell give it to QueryClientProvider). callApi has
 * already told the player of a failure, so nothing is retried behind their back, and a page
 * keeps what it loaded until asked again (no refetch on focus). Logging out clears it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
