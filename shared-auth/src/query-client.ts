import type { QueryClient, QueryClientConfig } from '@tanstack/react-query';

/**
 * The one server-state cache of the host and every remote (shared-auth is a federation
 * singleton; the host and each standalone shell give it to QueryClientProvider). callApi has
 * already told the player of a failure, so nothing is retried behind their back; a call is sent
 * even when the browser says it is offline, so that failure is told rather than paused in
 * silence; a page keeps what it loaded until asked again (no refetch on focus). Logging out
 * clears it.
 */
const CONFIG: QueryClientConfig = {
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
};

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;

/**
 * @tanstack/react-query is not part of /login's start-up (docs/performance.md): the logged-in
 * shell (and a standalone remote) awaits this before it renders anything that queries.
 */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('@tanstack/react-query').then(({ QueryClient }) => {
    client ??= new QueryClient(CONFIG);
    return client;
  });
  return loading;
}

/** The client once loaded, or undefined (nothing is cached before then). */
export function loadedQueryClient(): QueryClient | undefined {
  return client;
}

/**
 * The shared client for code that runs once the logged-in shell is up (remotes' pages): every
 * property is read from the loaded client; using it before loadQueryClient has settled throws.
 */
export const queryClient: QueryClient = new Proxy({} as QueryClient, {
  get(_target, key) {
    if (!client) throw new Error('queryClient used before loadQueryClient() settled');
    const value: unknown = Reflect.get(client, key, client);
    return typeof value === 'function'
      ? (value as (...a: unknown[]) => unknown).bind(client)
      : value;
  },
});
