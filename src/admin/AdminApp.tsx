import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useIsRestoring } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  DefaultTitleContextProvider,
  HasDashboardContextProvider,
  Resource,
  ResourceDefinitionContext,
  WithPermissions,
  useLocaleState,
  useScrollToTop,
  type ResourceProps,
} from 'react-admin';
import { authProvider, permissionsOf, seedSessionAnswers, sessionChanged } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { createI18nProvider } from '../providers/i18nProvider';
import { useLocale } from '../i18n/locale';
import { usePortalThemeOptions } from '../layout/AppTheme';
import { AdminLayout } from './AdminLayout';
import { RaToasts } from '../layout/Toasts';
import { inAdmin, paths } from '../../shared/paths';
import { adminResources, resources } from '../resources';
import { store } from './store';
import { DashboardHome } from './DashboardHome';
import { catalogueRoutes } from '../catalogue/routes';
import { DashboardNotFound } from '../ui/NotFoundPage';
import { BootShell } from '../ui/BootShell';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { lazyPage } from '../ui/lazyPage';
import { useAuthState } from '../providers/session';
import { createQueryClient, keptAnswersOptions } from '../providers/keptAnswers';

const TechnicalSheetsPage = lazyPage(() => import('../resources/documents/TechnicalSheetsPage'));
const AccountPage = lazyPage(() => import('./AccountPage').then((m) => ({ default: m.AccountPage })));
const ManufacturerPage = lazyPage(() => import('./ManufacturerPage'));
const ClaimQualityPage = lazyPage(() => import('./quality/ClaimQualityPage'));
const KeptFilesPage = lazyPage(() => import('./KeptFilesPage'));
const ProductPageWithDocuments = lazyPage(() => import('./ProductPageWithDocuments'));

let i18nProvider: ReturnType<typeof createI18nProvider> | undefined;

/**
 * The language switch sets the app's language (src/i18n/locale.ts); react-admin's own locale
 * (its store's `locale`, which its i18nProvider follows) is brought along.
 */
function LocaleSync() {
  const [locale] = useLocale();
  const [, setAdminLocale] = useLocaleState();
  useEffect(() => setAdminLocale(locale), [locale, setAdminLocale]);
  return null;
}

/**
 * The role's resources, known before the first render (the menus, links and lists read them).
 * react-admin's CoreAdminUI registers each <Resource> in an effect once the dashboard has mounted,
 * and every registration drew the whole dashboard once more, in one long task each. The portal's
 * resources are fixed for a role: their definitions are given from the start.
 */
function PreregisteredResources({ resources: list, children }: { resources: ResourceProps[]; children: ReactNode }) {
  const value = useMemo(
    () => ({
      definitions: Object.fromEntries(list.map((r) => [r.name, Resource.registerResource!(r)])),
      register: () => undefined,
      unregister: () => undefined,
    }),
    [list],
  );
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
}

// react-admin's own: the dashboard asks the auth provider with this route.
const DASHBOARD_AUTH = { params: { route: 'dashboard' } };
const Nothing = () => null;

/**
 * The admin's routes, laid out as react-admin's CoreAdminUI lays them (the layout around the
 * custom routes, each resource's routes, the dashboard and the catch-all), and drawn once.
 * CoreAdminUI reads its children again in an effect after mounting and keeps them as new state:
 * the new routes gave every link and router hook a new route context, and the whole home was
 * drawn a second time, in one long task (issue 27's TBT). A role's routes are fixed. A failure
 * in the layout ends in the portal's reload prompt (a page's own stays in the shell).
 */
function AdminRoutes({ title, routes }: { title: string; routes: ReactNode }) {
  useScrollToTop();
  return (
    <DefaultTitleContextProvider value={title}>
      <HasDashboardContextProvider value>
        <ChunkErrorBoundary>
          <Routes>
            <Route
              path="/*"
              element={
                <AdminLayout>
                  <Routes>{routes}</Routes>
                </AdminLayout>
              }
            />
          </Routes>
        </ChunkErrorBoundary>
      </HasDashboardContextProvider>
    </DefaultTitleContextProvider>
  );
}

/**
 * The dashboard is drawn once the kept answers are restored, in one render with them, and as a
 * transition: React then builds it in slices that leave the phone's main thread free between
 * them, instead of one block of half a second or more (issue 27's TBT). Restored first, as
 * PersistQueryClientProvider's own state change would draw it again at once, synchronously.
 */
function AfterRestore({ children }: { children: ReactNode }) {
  const restoring = useIsRestoring();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!restoring) startTransition(() => setShown(true));
  }, [restoring]);
  return shown ? children : <BootShell />;
}

/**
 * The react-admin app under /dashboard, loaded only once the visitor is signed in.
 *
 * <Admin> is <AdminContext> + <AdminUI>; AdminUI's defaults (react-admin's own login form,
 * user menu, locale menu…) would ship with the dashboard although the portal replaces every one
 * of them, so the parts are put together here: react-admin's context, the role's resources and
 * the routes (AdminRoutes, in CoreAdminUI's layout). The sign-in pages are the portal's, outside
 * react-admin.
 */
export default function AdminApp() {
  const theme = usePortalThemeOptions();
  // Created on first render: by then the language's messages are here (see App's preload).
  i18nProvider ??= createI18nProvider();
  // The dashboard is only shown signed in (DashboardGuard); one client and one kept copy per account.
  const auth = useAuthState();
  const accountId = auth.user?.id ?? 0;
  // Made anew for another account, so that nothing of the last one stays in memory.
  const queryClient = useMemo(() => {
    const client = createQueryClient();
    seedSessionAnswers(client);
    return client;
  }, [accountId]);
  // Asked again only when the session's user is another (a new role, name or picture), not when
  // the dashboard opens: the answers it starts with are the session's own.
  const user = JSON.stringify(auth.user ?? null);
  const shownUser = useRef(user);
  useEffect(() => {
    if (shownUser.current === user) return;
    shownUser.current = user;
    void sessionChanged(queryClient);
  }, [user, queryClient]);
  // The resources and routes of the role, known from the session: not a function of react-admin's
  // permissions, which would draw the loading page first and the whole dashboard a second time.
  const permissions = permissionsOf(auth.user);
  const roleResources = useMemo(() => [...resources, ...(permissions === 'admin' ? adminResources : [])], [permissions]);
  // Kept while the role is the same.
  const routes = useMemo(
    () => (
      <>
        <Route path={inAdmin(paths.account)} element={<AccountPage />} />
        <Route path={inAdmin(paths.technicalSheets)} element={<TechnicalSheetsPage />} />
        <Route path={inAdmin(paths.keptFiles)} element={<KeptFilesPage />} />
        {permissions === 'admin' && <Route path={inAdmin(paths.manufacturer)} element={<ManufacturerPage />} />}
        {permissions === 'admin' && <Route path={inAdmin(paths.claimQuality)} element={<ClaimQualityPage />} />}
        {catalogueRoutes(ProductPageWithDocuments)}
        {roleResources.map((r) => (
          <Route key={r.name} path={`${r.name}/*`} element={<Resource {...r} />} />
        ))}
        <Route path="/" element={<WithPermissions authParams={DASHBOARD_AUTH} component={DashboardHome} loading={BootShell} />} />
        {/* react-admin's own pages for a refused check, empty in the portal (as CoreAdminUI's defaults). */}
        <Route path="/authentication-error" element={<Nothing />} />
        <Route path="/access-denied" element={<Nothing />} />
        <Route path="*" element={<DashboardNotFound />} />
      </>
    ),
    [permissions, roleResources],
  );
  const persistOptions = useMemo(() => keptAnswersOptions(accountId), [accountId]);
  // The person's lists as last loaded, restored before react-admin asks for them (keptAnswers.ts).
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <AfterRestore>
        <AdminContext
          queryClient={queryClient}
          basename={paths.dashboard}
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          store={store}
          theme={theme}
        >
          <CssBaseline enableColorScheme>
            <PreregisteredResources resources={roleResources}>
              <AdminRoutes title={i18nProvider.translate('app.name')} routes={routes} />
            </PreregisteredResources>
            <LocaleSync />
            <RaToasts />
          </CssBaseline>
        </AdminContext>
      </AfterRestore>
    </PersistQueryClientProvider>
  );
}
