import { Box } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useOnline } from '../lib/online';
import { useAuthState } from '../providers/session';
import { isKeptRead } from '../providers/keptAnswers';
import { useFormatDate } from '../i18n/dateLocale';

/**
 * When the oldest kept answer on the page was loaded (keptAnswers.ts), or 0 when the page shows
 * none: offline, the lists are as they were then, and the banner says when that was.
 */
function useShownSince(): number {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  return useSyncExternalStore(subscribe, () => {
    const times = cache
      .findAll({ type: 'active' })
      .filter((query) => isKeptRead(query.queryKey) && query.state.dataUpdatedAt > 0)
      .map((query) => query.state.dataUpdatedAt);
    return times.length ? Math.min(...times) : 0;
  });
}

function OfflineText() {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const since = useShownSince();
  return since
    ? translate('app.offline.banner_since', { time: formatDate(since, 'longTime') })
    : translate('app.offline.banner');
}

/**
 * Says so under the header while the portal cannot reach its server: the browser is offline, or
 * the session could not be checked and the person is shown as they were last signed in here.
 * Lists and records shown then are as last loaded (read-only: a change fails until the server is
 * back), and the banner gives their time.
 */
export function OfflineBanner() {
  const online = useOnline();
  const auth = useAuthState();
  const unconfirmed = auth.status === 'authenticated' && auth.offline;
  if (online && !unconfirmed) return null;
  return (
    <Box
      role="status"
      data-testid="offline-banner"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mx: { xs: 2, sm: 3, lg: 5 },
        mb: 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
        typography: 'body2',
      }}
    >
      <CloudOffIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
      <span>
        <OfflineText />
      </span>
    </Box>
  );
}
