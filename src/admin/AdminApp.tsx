import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useIsRestoring } from '@tanstack/react-query';
import { Route } from 'react-router-dom';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  Resource,
  ResourceDefinitionContext,
  useLocaleState,
  useResetErrorBoundaryOnLocationChange,
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
import { FailurePage } from '../ui/ChunkErrorBoundary';
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
 * What react-admin shows when its layout fails (a page's own failure stays in the shell, with
 * PortalLayout's boundary): the portal's reload prompt, gone again at the next navigation.
 * react-admin's own error page would bring its page-title editor, and with it MUI's text fields
 * and popover, into the dashboard's first load.
 */
function AdminFailure({ resetErrorBoundary }: { resetErrorBoundary: (...args: unknown[]) => void }) {
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return <FailurePage />;
}

/**
 * The role's resources, known before the first render. react-admin registers each <Resource> in
 * an effect once the dashboard has mounted (and again when its router re-reads them), and every
 * registration drew the whole dashboard once more, in one long task each. The portal's resources
 * are fixed for a role: their definitions are given from the start, and the registrations change
 * nothing.
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
 * of them, so the parts are put together here from ra-core's <CoreAdminUI>: the sign-in pages
 * are the portal's, outside react-admin; while permissions load, the boot shell stays.
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
  // Kept while the role is the same: react-admin sorts its children again whenever they change.
  const routes = useMemo(
    () => (
      <>
        <CustomRoutes>
          <Route path={inAdmin(paths.account)} element={<AccountPage />} />
          <Route path={inAdmin(paths.technicalSheets)} element={<TechnicalSheetsPage />} />
          <Route path={inAdmin(paths.keptFiles)} element={<KeptFilesPage />} />
          {permissions === 'admin' && <Route path={inAdmin(paths.manufacturer)} element={<ManufacturerPage />} />}
          {permissions === 'admin' && <Route path={inAdmin(paths.claimQuality)} element={<ClaimQualityPage />} />}
          {catalogueRoutes(ProductPageWithDocuments)}
        </CustomRoutes>
        {roleResources.map((r) => (
          <Resource key={r.name} {...r} />
        ))}
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
              <CoreAdminUI
                dashboard={DashboardHome}
                layout={AdminLayout}
                loading={BootShell}
                error={AdminFailure}
                catchAll={DashboardNotFound}
                title={i18nProvider.translate('app.name')}
                disableTelemetry
              >
                {routes}
              </CoreAdminUI>
            </PreregisteredResources>
            <LocaleSync />
            <RaToasts />
          </CssBaseline>
        </AdminContext>
      </AfterRestore>
    </PersistQueryClientProvider>
  );
}
