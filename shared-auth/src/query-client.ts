import { QueryClient } from '@tanstack/react-query';

/**
 * The one server-state cache of the host and every remote (shared-auth is a federation
 * singleton; the host and each standalone shell give it to QueryClientProvider). callApi has
 * already told the player of a failure, so nothing is retried behind their back; a call is sent
 * even when the browser says it is offline, so that failure is told rather than paused in
 * silence; a page keeps what it loaded until asked again (no refetch on focus). Logging out
 * clears it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
