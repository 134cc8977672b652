import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { usePortalThemeOptions } from '../layout/AppTheme';
import { PortalLayout } from '../layout/PortalLayout';
import { RaToasts } from '../layout/Toasts';
import { inAdmin, paths } from '../config/paths';
import { adminResources, resources } from '../resources';
import { store } from '../app/store';
import { DashboardHome } from './DashboardHome';
import { AccountPage } from './AccountPage';
import { catalogueRoutes } from '../catalogue/routes';
import { DashboardNotFound } from '../app/NotFoundPage';
import { lazyPage } from '../app/lazyPage';

const TechnicalSheetsPage = lazyPage(() => import('../resources/documents/TechnicalSheetsPage'));

/** The react-admin app under /dashboard, loaded only once the visitor is signed in. */
export default function AdminApp() {
  const theme = usePortalThemeOptions();
  return (
    <Admin
      basename={paths.dashboard}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      dashboard={DashboardHome}
      theme={theme}
      layout={PortalLayout}
      notification={RaToasts}
      catchAll={DashboardNotFound}
      title={i18nProvider.translate('app.name')}
      disableTelemetry
    >
      {(permissions: string | undefined) => (
        <>
          <CustomRoutes>
            <Route path={inAdmin(paths.account)} element={<AccountPage />} />
            <Route path={inAdmin(paths.technicalSheets)} element={<TechnicalSheetsPage />} />
            {catalogueRoutes()}
          </CustomRoutes>
          {[...resources, ...(permissions === 'admin' ? adminResources : [])].map((r) => (
            <Resource key={r.name} {...r} />
          ))}
        </>
      )}
    </Admin>
  );
}
