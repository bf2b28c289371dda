/**
 * The part of react-router every app uses. Webpack aliases `react-router-dom` to this file
 * (scripts/webpack/create-config.cjs) and federation shares it as the `react-router-dom`
 * singleton: a shared package cannot be tree-shaken, so sharing the whole of react-router
 * cost about 62 KB gzip on the first load; this subset costs a fraction of that.
 * Add a name here before using it in an app (the build fails on a missing export).
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useInRouterContext,
  matchPath,
  generatePath,
  createSearchParams,
} from 'react-router';
export type { NavigateFunction, Location, To, Params } from 'react-router';
