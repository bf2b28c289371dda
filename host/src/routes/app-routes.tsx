import { pageTitleKey, useTexts } from '../i18n/texts';
import { Suspense } from 'react';
import { usePageTitle } from '../lib/page-title';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import { RemotePage } from '../federation/remote-page';
import NotFoundPage from '../pages/not-found/not-found-page';
import { ROUTES, type AppRoute } from './route-table';

function TitledPage({ route }: { route: AppRoute }) {
  const t = useTexts();
  const title = t(pageTitleKey(route.title), { defaultValue: route.title });
  usePageTitle(title);
  const { target } = route;
  if (target.kind === 'remote') {
    return <RemotePage {...target.ref} />;
  }
  const Page = target.page;
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={<TitledPage key={route.path} route={route} />}
        />
      ))}
      {/* A logged-in player who opens or lands on the login address goes home. */}
      <Route path="/login" element={<Navigate to="/" replace />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
