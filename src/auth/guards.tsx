import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { loginPath, paths, safeReturnTo } from '../../shared/paths';
import { useAuthState } from '../providers/session';
import { BootShell } from '../ui/BootShell';
import { lazyPage } from '../ui/lazyPage';
import { MuiTheme } from '../layout/MuiTheme';

const AwaitingApprovalPage = lazyPage(() => import('./AwaitingApprovalPage'));

/** The sign-in pages are for signed-out visitors: anyone else goes to `returnTo` or the dashboard. */
export function GuestGuard({ children }: { children: ReactNode }) {
  const { status } = useAuthState();
  const [params] = useSearchParams();
  if (status === 'loading') return <BootShell />;
  if (status === 'authenticated') return <Navigate to={safeReturnTo(params.get('returnTo')) ?? paths.dashboard} replace />;
  return children;
}

/**
 * The dashboard needs a signed-in, approved user: a signed-out visitor goes to the login page
 * with `returnTo` set to where they were; a pending dealer sees the awaiting-approval page.
 */
export function DashboardGuard({ children }: { children: ReactNode }) {
  const { status, user } = useAuthState();
  const location = useLocation();
  if (status === 'loading') return <BootShell />;
  if (status === 'unauthenticated') return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (user.status !== 'active')
    return (
      <MuiTheme>
        <AwaitingApprovalPage />
      </MuiTheme>
    );
  return children;
}
