import { LinearProgress } from '@mui/material';
import { useLoading, useTranslate } from 'ra-core';

/** Spec §9: a 2.5 px bar while react-admin loads data. */
export function LoadingBar() {
  const loading = useLoading();
  const translate = useTranslate();
  if (!loading) return null;
  return (
    <LinearProgress
      aria-label={translate('app.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 2.5, zIndex: (t) => t.zIndex.tooltip + 1 }}
    />
  );
}
