import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { onSignedOut } from '../providers/httpClient';
import { forgetUser } from '../providers/session';
import { ColourScheme } from '../layout/ColourScheme';
import { MuiTheme } from '../layout/MuiTheme';
import { SettingsProvider } from '../layout/settings/SettingsContext';
import { DashboardGuard, GuestGuard } from '../auth/guards';
import { getLocale, loadMessages, useLocale } from '../i18n/locale';
import { lazyPage } from '../ui/lazyPage';
import { BootShell, useHideBootShell } from '../ui/BootShell';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { AppUpdates } from '../ui/AppUpdates';
import { PortalRouter } from './PortalRouter';
import { ProgressBar } from '../ui/progress';
import { ScrollToTop } from './ScrollToTop';
import NotFoundPage from '../ui/NotFoundPage';

// Code-split: the first page a visitor sees (login) carries neither react-admin nor its i18n, nor
// MUI: the sign-in pages are drawn with src/ui/plain.css.
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
  else if (pathname.startsWith(`${paths.verify}/`)) {
    VerifyPage.preload();
    MuiTheme.preload();
  } else if (pathname === paths.root || pathname.startsWith(paths.dashboard)) {
    AdminApp.preload();
    MuiTheme.preload();
  }
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

/**
 * Holds the app's first commit until the language's texts are here (index.html's shell stays
 * meanwhile), as every page reads them. Without it a redirect (`/` → the dashboard, an unknown
 * path → /404) was committed first, and the page it led to, rendered in the router's transition,
 * never appeared in a production build.
 */
function TextsLoaded() {
  useLocale();
  return null;
}

export function App() {
  useHideBootShell();
  return (
    <PortalRouter>
      <SettingsProvider>
        <ColourScheme />
        <Suspense fallback={<BootShell />}>
          <TextsLoaded />
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
                <Route path={`${paths.verify}/:code`} element={<MuiTheme><VerifyPage /></MuiTheme>} />
                <Route path={`${paths.dashboard}/*`} element={<DashboardGuard><MuiTheme><AdminApp /></MuiTheme></DashboardGuard>} />
                <Route path={paths.notFound} element={<NotFoundPage />} />
                <Route path="*" element={<Navigate to={paths.notFound} replace />} />
              </Routes>
            </Suspense>
          </ChunkErrorBoundary>
        </Suspense>
      </SettingsProvider>
    </PortalRouter>
  );
}
