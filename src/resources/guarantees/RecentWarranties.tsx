import { Box, Button, List, ListItem, ListItemButton, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useCreatePath, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { resourceNames } from '../../config/paths';
import { SectionCard } from '../../layout/SectionCard';
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
  const { data, isPending } = useGetList<Guarantee>(resourceNames.guarantees, {
    pagination: { page: 1, perPage: limit },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const resource = resourceNames.guarantees;
  return (
    <SectionCard id="recent-warranties-title" title={translate('resources.garanzie.recent.title')}>
      {isPending ? (
        <Stack spacing={1}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : !data?.length ? (
        <Stack spacing={2} alignItems="flex-start">
          <Typography variant="body2" color="text.secondary">
            {translate('resources.garanzie.recent.empty')}
          </Typography>
          <Button component={RouterLink} to={createPath({ resource, type: 'create' })} variant="outlined" startIcon={<VerifiedIcon />}>
            {translate('resources.garanzie.recent.register_first')}
          </Button>
        </Stack>
      ) : (
        <>
          <List dense disablePadding data-testid="recent-warranties">
            {data.map((g) => (
              <ListItem key={g.id} disablePadding>
                <ListItemButton component={RouterLink} to={createPath({ resource, type: 'show', id: g.id })} sx={{ borderRadius: 1, gap: 2 }}>
                  <ListItemText
                    primary={`${g.code} · ${g.customerName}`}
                    secondary={`${productOf(g).title} · ${formatDay(g.expiresOn)}`}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  <Box sx={{ flexShrink: 0 }}>
                    <ExpiryChip expiresOn={g.expiresOn} />
                  </Box>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Button component={RouterLink} to={createPath({ resource, type: 'list' })} size="small" sx={{ mt: 1 }}>
            {translate('resources.garanzie.actions.all')}
          </Button>
        </>
      )}
    </SectionCard>
  );
}
