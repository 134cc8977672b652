import { Box, Divider, List } from '@mui/material';
import { useTranslate } from 'ra-core';
import { HoverMenuItem } from './HoverMenu';
import type { NavGroup } from './types';

/** The menu bar under the header in the horizontal layout; submenus open on hover. */
export function NavHorizontal({ groups }: { groups: NavGroup[] }) {
  const translate = useTranslate();
  return (
    <Box
      component="nav"
      aria-label={translate('nav.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: { lg: 5 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {groups.map((group, i) => (
        <Box key={group.subheader} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {i > 0 && <Divider orientation="vertical" flexItem sx={{ my: 0.5 }} />}
          <List disablePadding aria-label={translate(group.subheader)} sx={{ display: 'flex', gap: 0.5 }}>
            {group.items.map((item) => (
              <HoverMenuItem key={item.path} item={item} variant="horizontal" />
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}
