import { createElement, Fragment, useCallback, useContext, useEffect, useRef } from 'react';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useRouterNavigate,
  useParams,
} from 'react-router-dom';
import type { RouterNavigateFunction, RouterProvider, RouterWrapperProps } from 'ra-core';

/**
 * Stands in for ra-core's `reactRouterProvider` (vite.config.ts swaps the module at build time).
 *
 * ra-core's own adapter creates a hash data router (`createHashRouter` + `<RouterProvider>`)
 * when react-admin is rendered outside any router. The portal never does that — the admin is
 * always under `PortalRouter` — but the bundler cannot know, and react-router is one module, so
 * the whole data router (about 16 KB gzip) shipped with the sign-in page. Everything else is
 * ra-core 5's adapter as it is: the same hooks and components of react-router.
 */

/** Blocking (unsaved changes) needs a data router, which the portal does not use. */
const useCanBlock = () => Boolean(useContext(UNSAFE_DataRouterContext) && useContext(UNSAFE_DataRouterStateContext));

/** react-router's navigate changes on every navigation; react-admin wants a stable one. */
function useNavigate() {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback<RouterNavigateFunction>((to, options) => (typeof to === 'number' ? latest.current(to) : latest.current(to, options)), []);
}

function RouterWrapper({ children }: RouterWrapperProps) {
  if (!useInRouterContext()) throw new Error('The admin must be rendered inside the portal router (src/app/PortalRouter.tsx)');
  return createElement(Fragment, null, children);
}

export const reactRouterProvider = {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
} as RouterProvider;
