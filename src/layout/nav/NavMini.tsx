import { memo } from 'react';
import { Box, Divider, List } from '@mui/material';
import { useTranslate } from 'ra-core';
import { HoverMenuItem } from './HoverMenu';
import type { NavGroup } from './types';

/** The 88-wide icon menu of the mini layout; submenus open on hover. */
export const NavMini = memo(function NavMini({ groups }: { groups: NavGroup[] }) {
  const translate = useTranslate();
  return (
    <Box component="nav" aria-label={translate('nav.label')} sx={{ px: 0.75, pb: 2 }}>
      {groups.map((group, i) => (
        <Box key={group.subheader}>
          {i > 0 && <Divider sx={{ my: 1, mx: 1.5 }} />}
          <List disablePadding aria-label={translate(group.subheader)} sx={{ display: 'grid', gap: 0.5 }}>
            {group.items.map((item) => (
              <HoverMenuItem key={item.path} item={item} variant="mini" />
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
});
