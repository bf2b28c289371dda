import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import {
  balancePoller,
  followAccount,
  loadQueryClient,
  loadToastify,
  onFirstToast,
  selectIsLoggedIn,
  setNavigator,
  useSessionStore,
} from 'shared-auth';
import { whenIdle } from 'shared-ui/when-idle';
import { followStoredLanguage } from './lib/choose-language';
import { LoginPage } from './features/login/login-page';
import type { LoginDraft } from './features/login/prerendered-draft';
import { WelcomeModal } from './features/login/welcome-modal';
import { PreviewBanner } from './preview/preview-banner';
import { UpdatePrompt } from './pwa/update-prompt';
import { useClearSessionOddsOffGamePages } from './routes/session-odds-cleanup';

/**
 * /login's start-up leaves out what /login does not use (docs/performance.md): the logged-in
 * shell comes with @tanstack/react-query once logged in, the toast container on the first toast
 * or, logged in, at the first idle moment.
 */
const LoggedInShell = lazy(async () => {
  const [{ LoggedInShell: Shell }, client] = await Promise.all([
    import('./layout/logged-in-shell'),
    loadQueryClient(),
  ]);
  return { default: () => <Shell client={client} /> };
});
const Toasts = lazy(async () => {
  const [toasts] = await Promise.all([import('./layout/toasts'), loadToastify()]);
  return toasts;
});

/** The toast container: on the first toast, or logged in at the first idle moment (after the page's first paint). */
function useToastsWanted(loggedIn: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  useEffect(() => (loggedIn ? whenIdle(() => setWanted(true)) : undefined), [loggedIn]);
  return wanted;
}

/** The logged-in flag is re-derived from the stored token every second (docs/architecture.md). */
export const LOGIN_CHECK_MS = 1000;

function useSessionEffects(loggedIn: boolean) {
  const navigate = useNavigate();
  useClearSessionOddsOffGamePages();
  useEffect(() => setNavigator((to) => navigate(to)), [navigate]);
  useEffect(() => {
    const timer = setInterval(() => useSessionStore.getState().syncFromStorage(), LOGIN_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (!loggedIn) return;
    void followStoredLanguage();
    balancePoller.start();
    const unfollow = followAccount();
    return () => {
      balancePoller.stop();
      unfollow();
    };
  }, [loggedIn]);
}

/** @param takeLoginDraft what was typed into /login's prerendered form (bootstrap) */
export function App({ takeLoginDraft }: { takeLoginDraft?: () => LoginDraft | null }) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  useSessionEffects(loggedIn);
  const toastsWanted = useToastsWanted(loggedIn);
  return (
    <>
      <PreviewBanner />
      {loggedIn ? (
        <Suspense fallback={<Spinner />}>
          <LoggedInShell />
        </Suspense>
      ) : (
        <LoginPage takeDraft={takeLoginDraft} />
      )}
      <WelcomeModal />
      <UpdatePrompt />
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </>
  );
}
