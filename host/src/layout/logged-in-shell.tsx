import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from 'shared-ui/when-idle';
import { followSaferStatus } from '../lib/follow-safer-status';
import { AppRoutes } from '../routes/app-routes';
import { Header } from './header';
import { LimitPromptSlot } from './limit-prompt-slot';
import { ReminderSlot } from './reminder-slot';

/**
 * The logged-in tree, loaded after login with @tanstack/react-query (docs/performance.md): /login
 * renders without the query client.
 */
export function LoggedInShell({ client }: { client: QueryClient }) {
  // The safer-gambling status (header marker, reminder) while logged in; not in /login's code.
  // Its first read waits for an idle moment: the page's own first paint comes before it.
  useEffect(() => {
    let stop: (() => void) | null = null;
    const cancel = whenIdle(() => (stop = followSaferStatus()));
    return () => {
      cancel();
      stop?.();
    };
  }, []);
  return (
    <QueryClientProvider client={client}>
      <Header />
      <main>
        <AppRoutes />
      </main>
      <ReminderSlot />
      <LimitPromptSlot />
    </QueryClientProvider>
  );
}
