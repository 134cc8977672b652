import { paths } from '../../shared/paths';
import { useTranslate } from '../i18n/locale';
import { StatusPage } from './StatusPage';
import { useDocumentTitle } from './useDocumentTitle';

/** /404: an unknown path outside the dashboard (spec §2), a page of its own. */
export default function NotFoundPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('app.not_found.title'));
  return <StatusPage code="404" titleKey="app.not_found.title" textKey="app.not_found.text" actionKey="app.not_found.back" to={paths.dashboard} />;
}

/**
 * An unknown path under /dashboard, for a signed-in user: the not-found page inside the shell,
 * with the menu and the header, at the address that was asked for (react-admin's catchAll).
 */
export function DashboardNotFound() {
  const translate = useTranslate();
  useDocumentTitle(translate('app.not_found.title'));
  return <StatusPage inShell code="404" titleKey="app.not_found.title" textKey="app.not_found.text" actionKey="app.not_found.back" to={paths.dashboard} />;
}
