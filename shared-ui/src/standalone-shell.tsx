import { useTexts } from './i18n/texts';
import {
  lazy,
  StrictMode,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  balancePoller,
  formatCoins,
  loadQueryClient,
  loadRuntimeConfig,
  login,
  logout,
  setNavigator,
  useSessionStore,
} from 'shared-auth';
import { Spinner } from './spinner';
import './styles.css';

/** What a remote exposes (its `EXPOSES`): a loader per name. */
type PageLoaders = Record<string, () => Promise<{ default: ComponentType }>>;

/**
 * The remote's own routes: one per exposed page (a name ending in "Page"), at `/<name without
 * Page>` (paths ignore case) unless `paths` gives the host's path for it.
 */
function pageRoutes(pages: PageLoaders, paths: Record<string, string>) {
  return Object.entries(pages)
    .filter(([name]) => name.endsWith('Page'))
    .map(([name, load]) => {
      const Page = lazy(load);
      return { path: paths[name] ?? `/${name.slice(0, -'Page'.length)}`, element: <Page /> };
    });
}

/**
 * A minimal shell so a remote's team can run and test its pages without the host: a plain
 * login form, name, balance and logout, and the remote's own routes. Not the product's login.
 */
function StandaloneApp({
  title,
  routes,
}: {
  title: string;
  routes: { path: string; element: ReactNode }[];
}) {
  const loggedIn = useSessionStore((s) => s.isLoggedIn);
  const name = useSessionStore((s) => s.name);
  const balance = useSessionStore((s) => s.balance);
  const navigate = useNavigate();
  const t = useTexts();
  useEffect(() => setNavigator(navigate), [navigate]);
  useEffect(() => {
    if (!loggedIn) return;
    balancePoller.start();
    return () => balancePoller.stop();
  }, [loggedIn]);
  if (!loggedIn) return <StandaloneLogin title={title} />;
  return (
    <div className="standalone">
      <header className="standalone__bar">
        <strong>{t('standalone.title', { title })}</strong>
        <span>{name}</span>
        <span>
          {balance ? t('standalone.coins', { amount: formatCoins(balance.available) }) : '...'}
        </span>
        <button type="button" onClick={() => void logout()}>
          {t('standalone.logout')}
        </button>
      </header>
      <nav className="standalone__nav">
        {routes
          .filter((r) => !r.path.includes(':'))
          .map((r) => (
            <Link key={r.path} to={r.path}>
              {r.path}
            </Link>
          ))}
      </nav>
      <main>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {routes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}

function StandaloneLogin({ title }: { title: string }) {
  const t = useTexts();
  const [error, setError] = useState('');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reply = await login(String(form.get('user')), String(form.get('password')));
    if (reply.status !== 0) return setError(reply.message);
    useSessionStore.getState().saveLogin(reply);
    useSessionStore.getState().markLoggedIn();
  };
  return (
    <form className="ui-panel standalone__login" onSubmit={(e) => void onSubmit(e)}>
      <h1>{t('standalone.login', { title })}</h1>
      <input name="user" placeholder={t('standalone.userName')} required autoComplete="username" />
      <input name="password" type="password" placeholder={t('standalone.password')} required />
      <button type="submit">{t('standalone.submit')}</button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}

export async function mountStandalone(
  title: string,
  pages: PageLoaders,
  paths: Record<string, string> = {},
): Promise<void> {
  const [queryClient] = await Promise.all([loadQueryClient(), loadRuntimeConfig('/config.json')]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <StandaloneApp title={title} routes={pageRoutes(pages, paths)} />
          <ToastContainer position="top-right" />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
