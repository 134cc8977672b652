import { useTranslate } from '../i18n/locale';

/** The thin bar shown while a page or the session is loading (spec §9: 2.5 px; src/ui/plain.css). */
export function PageLoader() {
  const translate = useTranslate();
  return <div className="p-progress" role="progressbar" aria-label={translate('app.loading')} />;
}
