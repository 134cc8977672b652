import { paths } from '../config/paths';
import { StatusPage } from './StatusPage';

export default function NotFoundPage({ inline = false }: { inline?: boolean }) {
  return (
    <StatusPage
      code="404"
      titleKey="app.not_found.title"
      textKey="app.not_found.text"
      actionKey="app.not_found.back"
      to={paths.dashboard}
      inline={inline}
    />
  );
}

/** An unknown path under /dashboard: the same page, inside the layout. */
export const DashboardNotFound = () => <NotFoundPage inline />;
