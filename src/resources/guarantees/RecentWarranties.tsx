import { Box, Button, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { resourceNames } from '../../../shared/paths';
import { EmptyText, HomeListCard } from '../../ui/HomeListCard';
import type { Guarantee } from '../../../shared/guarantees';
import { ExpiryChip } from './expiry';
import { useProductOf } from './product';
import { useFormatDay } from './useFormatDay';

/**
 * For the dashboard home: the caller's latest warranty registrations (an admin's: the latest of
 * all dealers), each with its code, customer, product and expiry, and a link to it. One request.
 */
export function RecentWarranties({ limit = 5 }: { limit?: number }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const productOf = useProductOf();
  const formatDay = useFormatDay();
  const resource = resourceNames.guarantees;
  return (
    <HomeListCard<Guarantee>
      id="recent-warranties-title"
      title={translate('resources.garanzie.recent.title')}
      resource={resource}
      query={{ pagination: { page: 1, perPage: limit }, sort: { field: 'createdAt', order: 'DESC' } }}
      testId="recent-warranties"
      skeletonHeight={80}
      empty={
        <Stack spacing={2} alignItems="flex-start">
          <EmptyText>{translate('resources.garanzie.recent.empty')}</EmptyText>
          <Button component={RouterLink} to={createPath({ resource, type: 'create' })} variant="outlined" startIcon={<VerifiedIcon />}>
            {translate('resources.garanzie.recent.register_first')}
          </Button>
        </Stack>
      }
      allLabel={translate('resources.garanzie.actions.all')}
    >
      {(g) => (
        <ListItem key={g.id} disablePadding>
          <ListItemButton component={RouterLink} to={createPath({ resource, type: 'show', id: g.id })} sx={{ borderRadius: 1, gap: 2 }}>
            <ListItemText
              primary={`${g.code} · ${g.customerName}`}
              secondary={
                <>
                  {productOf(g).title} · <span style={{ whiteSpace: 'nowrap' }}>{formatDay(g.expiresOn)}</span>
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
            <Box sx={{ flexShrink: 0 }}>
              <ExpiryChip expiresOn={g.expiresOn} />
            </Box>
          </ListItemButton>
        </ListItem>
      )}
    </HomeListCard>
  );
}
