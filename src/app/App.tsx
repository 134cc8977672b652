import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { onSignedOut } from '../providers/httpClient';
import { forgetUser } from '../providers/session';
import { AppTheme } from '../layout/AppTheme';
import { SettingsProvider } from '../layout/settings/SettingsContext';
import { DashboardGuard, GuestGuard } from '../auth/guards';
import { getLocale, loadMessages } from '../i18n/locale';
import { lazyPage } from '../ui/lazyPage';
import { BootShell, useHideBootShell } from '../ui/BootShell';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { AppUpdates } from '../ui/AppUpdates';
import { PortalRouter } from './PortalRouter';
import { ProgressBar } from '../ui/progress';
import { ScrollToTop } from './ScrollToTop';
import NotFoundPage from '../ui/NotFoundPage';

// Code-split: the first page a visitor sees (login) carries neither react-admin nor its i18n.
const LoginPage = lazyPage(() => import('../auth/LoginPage'));
const RegisterPage = lazyPage(() => import('../auth/RegisterPage'));
const ForgotPasswordPage = lazyPage(() => import('../auth/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('../auth/ResetPasswordPage'));
// Public, for whoever holds a warranty certificate: as light as the sign-in pages.
const VerifyPage = lazyPage(() => import('../public/VerifyPage'));
// The admin waits for its language's whole set of messages (react-admin's included) too.
const AdminApp = lazyPage(() => Promise.all([import('../admin/AdminApp'), loadMessages(getLocale())]).then(([m]) => m));

/** Starts downloading the page of `pathname` at start-up, beside the session check and the messages. */
export function preloadPage(pathname: string) {
  if (pathname.startsWith(paths.login)) LoginPage.preload();
  else if (pathname.startsWith(paths.register)) RegisterPage.preload();
  else if (pathname.startsWith(paths.forgotPassword)) ForgotPasswordPage.preload();
  else if (pathname.startsWith(paths.resetPassword)) ResetPasswordPage.preload();
  else if (pathname.startsWith(`${paths.verify}/`)) VerifyPage.preload();
  else if (pathname === paths.root || pathname.startsWith(paths.dashboard)) AdminApp.preload();
}

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
  useHideBootShell();
  return (
    <PortalRouter>
      <SettingsProvider>
        {/* Until the messages (and, right-to-left, its styles) are here, index.html's shell stays. */}
        <Suspense fallback={<BootShell />}>
          <AppTheme>
            <ProgressBar />
            <ScrollToTop />
            <SignedOutRedirect />
            <AppUpdates />
            <ChunkErrorBoundary>
              <Suspense fallback={<BootShell />}>
                <Routes>
                  <Route path={paths.root} element={<Navigate to={paths.defaultPath} replace />} />
                  <Route path={paths.login} element={<GuestGuard><LoginPage /></GuestGuard>} />
                  <Route path={paths.register} element={<GuestGuard><RegisterPage /></GuestGuard>} />
                  <Route path={paths.forgotPassword} element={<GuestGuard><ForgotPasswordPage /></GuestGuard>} />
                  {/* Not for guests only: a signed-in person may follow their e-mail's link too (and is signed out by it). */}
                  <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
                  {/* For anyone, signed in or not: a customer, a buyer of the house, the dealer themselves. */}
                  <Route path={`${paths.verify}/:code`} element={<VerifyPage />} />
                  <Route path={`${paths.dashboard}/*`} element={<DashboardGuard><AdminApp /></DashboardGuard>} />
                  <Route path={paths.notFound} element={<NotFoundPage />} />
                  <Route path="*" element={<Navigate to={paths.notFound} replace />} />
                </Routes>
              </Suspense>
            </ChunkErrorBoundary>
          </AppTheme>
        </Suspense>
      </SettingsProvider>
    </PortalRouter>
  );
}
