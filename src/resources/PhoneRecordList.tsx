import type { ReactNode } from 'react';
import { Box, List, ListItem, ListItemButton, Skeleton, Typography } from '@mui/material';
import { ListNoResults, useCreatePath, useListContext, useResourceContext, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { phoneListSx } from './phoneList';

interface Props<T extends RaRecord> {
  /** The page a row opens. */
  linkType?: 'show' | 'edit';
  leading?: (record: T) => ReactNode;
  primary: (record: T) => ReactNode;
  secondary?: (record: T) => ReactNode;
  /** What stays at the row's end: a download button, a date. Outside the row's link, so it is a control of its own. */
  action?: (record: T) => ReactNode;
  testId?: string;
}

/**
 * A list on a phone: one row per record, the whole row a link to it (keyboard and touch alike),
 * with an optional action beside the link rather than inside it (no control nested in a link).
 */
export function PhoneRecordList<T extends RaRecord>({ linkType = 'show', leading, primary, secondary, action, testId = 'phone-list' }: Props<T>) {
  const { data, isPending } = useListContext<T>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (isPending) {
    return (
      <Box sx={{ px: 2 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={64} />
        ))}
      </Box>
    );
  }
  if (!data?.length) return <ListNoResults />;
  return (
    <List disablePadding sx={phoneListSx} data-testid={testId}>
      {(data ?? []).map((record) => {
        const end = action?.(record);
        return (
          // The actions beside the row, not over it (a secondaryAction is placed over the row's
          // end, and one padding cannot fit both one button and two: a long title ran under them).
          <ListItem key={record.id} disablePadding divider>
            <ListItemButton component={RouterLink} to={createPath({ resource: resource!, type: linkType, id: record.id })} sx={{ gap: 1.5, py: 1.25, alignItems: 'flex-start' }}>
              {leading && <Box sx={{ display: 'inline-flex', pt: 0.25, flexShrink: 0 }}>{leading(record)}</Box>}
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography component="div" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {primary(record)}
                </Typography>
                {secondary && (
                  <Typography component="div" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
                    {secondary(record)}
                  </Typography>
                )}
              </Box>
            </ListItemButton>
            {end && <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, pr: 1 }}>{end}</Box>}
          </ListItem>
        );
      })}
    </List>
  );
}
