import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  balancePoller,
  followAccount,
  queryClient,
  selectIsLoggedIn,
  setNavigator,
  useSessionStore,
} from 'shared-auth';
import { followStoredLanguage } from './features/language/choose-language';
import { LoginPage } from './features/login/login-page';
import type { LoginDraft } from './features/login/prerendered-draft';
import { WelcomeModal } from './features/login/welcome-modal';
import { Header } from './layout/header';
import { PreviewBanner } from './preview/preview-banner';
import { UpdatePrompt } from './pwa/update-prompt';
import { AppRoutes } from './routes/app-routes';
import { useClearSessionOddsOffGamePages } from './routes/session-odds-cleanup';

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
  return (
    <QueryClientProvider client={queryClient}>
      <PreviewBanner />
      {loggedIn ? (
        <>
          <Header />
          <main>
            <AppRoutes />
          </main>
        </>
      ) : (
        <LoginPage takeDraft={takeLoginDraft} />
      )}
      <WelcomeModal />
      <UpdatePrompt />
      <ToastContainer position="top-right" newestOnTop />
    </QueryClientProvider>
  );
}
