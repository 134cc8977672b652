import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { StatusPage } from './StatusPage';

export default function NotFoundPage() {
  return <StatusPage code="404" titleKey="app.not_found.title" textKey="app.not_found.text" actionKey="app.not_found.back" to={paths.dashboard} />;
}

/** An unknown path under /dashboard goes to /404 too (spec §2: unknown paths redirect there). */
export const DashboardNotFound = () => <Navigate to={paths.notFound} replace />;
