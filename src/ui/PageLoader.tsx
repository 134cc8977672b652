import { LinearProgress } from '@mui/material';
import { useTranslate } from '../i18n/locale';

/** The thin bar shown while a page or the session is loading (spec §9: 2.5 px). */
export function PageLoader() {
  const translate = useTranslate();
  return (
    <LinearProgress
      aria-label={translate('app.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 2.5, zIndex: (t) => t.zIndex.tooltip + 1 }}
    />
  );
}
