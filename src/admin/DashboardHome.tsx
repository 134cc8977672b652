import { Suspense, memo } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { LatestNotices } from '../resources/notices/LatestNotices';
import { RecentDocuments } from '../resources/documents/RecentDocuments';
import { RecentWarranties } from '../resources/guarantees/RecentWarranties';
import { useIsAdmin } from '../ui/useIsAdmin';
import { lazyPage } from '../ui/lazyPage';
import { CatalogueShortcuts } from './home/CatalogueShortcuts';
import { InstallCard } from './home/InstallCard';

// For admins only, with its dialogs and text fields: a dealer's home never loads it.
const PendingAccounts = lazyPage(() => import('../resources/users/PendingAccounts').then((m) => ({ default: m.PendingAccounts })));

const columns = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' } as const;

/**
 * /dashboard: one screen with what a dealer comes for — the latest notices, recent documents,
 * their recent warranties, the catalogue — and, for admins, the accounts awaiting approval.
 * Each block is one request (three or four in all).
 */
export const DashboardHome = memo(function DashboardHome() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { isAdmin } = useIsAdmin();
  useDocumentTitle(translate('nav.dashboard'));
  return (
    <Stack spacing={3} sx={{ mt: 1, mb: 4 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {translate('dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate(isAdmin ? 'dashboard.intro_admin' : 'dashboard.intro')}
        </Typography>
      </Box>
      <InstallCard />
      {isAdmin && (
        <Suspense fallback={null}>
          <PendingAccounts />
        </Suspense>
      )}
      <Box sx={columns}>
        <LatestNotices />
        <RecentDocuments />
      </Box>
      <Box sx={columns}>
        <RecentWarranties />
        <CatalogueShortcuts />
      </Box>
    </Stack>
  );
});
