import { Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { I18nContextProvider, StoreContextProvider } from 'ra-core';
import { paths } from '../config/paths';
import { i18nProvider } from '../providers/i18nProvider';
import { onSignedOut } from '../providers/httpClient';
import { forgetUser, initialize } from '../providers/session';
import { AppTheme } from '../layout/AppTheme';
import { SettingsProvider } from '../layout/settings/SettingsContext';
import { ToastProvider } from '../layout/Toasts';
import { DashboardGuard, GuestGuard } from '../auth/guards';
import { store } from './store';
import { lazyPage } from './lazyPage';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { PageLoader } from './PageLoader';
import { ScrollToTop } from './ScrollToTop';
import NotFoundPage from './NotFoundPage';

// Code-split: the first page a visitor sees (login) does not carry react-admin.
const LoginPage = lazyPage(() => import('../auth/LoginPage'));
const RegisterPage = lazyPage(() => import('../auth/RegisterPage'));
const AdminApp = lazyPage(() => import('../admin/AdminApp'));

/** `Invalid token` anywhere: forget the user and go back to `/` (spec §8). */
function SignedOutRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    onSignedOut(() => {
      forgetUser();
      navigate(paths.root, { replace: true });
    });
  }, [navigate]);
  return null;
}

export function App() {
  useEffect(() => {
    void initialize();
  }, []);
  return (
    <BrowserRouter>
      <StoreContextProvider value={store}>
        <I18nContextProvider value={i18nProvider}>
          <SettingsProvider>
            <AppTheme>
              <ToastProvider>
                <ScrollToTop />
                <SignedOutRedirect />
                <ChunkErrorBoundary>
                  <Suspense fallback={<PageLoader />}>
                    <Routes>
                      <Route path={paths.root} element={<Navigate to={paths.defaultPath} replace />} />
                      <Route path={paths.login} element={<GuestGuard><LoginPage /></GuestGuard>} />
                      <Route path={paths.register} element={<GuestGuard><RegisterPage /></GuestGuard>} />
                      <Route path={`${paths.dashboard}/*`} element={<DashboardGuard><AdminApp /></DashboardGuard>} />
                      <Route path={paths.notFound} element={<NotFoundPage />} />
                      <Route path="*" element={<Navigate to={paths.notFound} replace />} />
                    </Routes>
                  </Suspense>
                </ChunkErrorBoundary>
              </ToastProvider>
            </AppTheme>
          </SettingsProvider>
        </I18nContextProvider>
      </StoreContextProvider>
    </BrowserRouter>
  );
}
