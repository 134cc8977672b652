import { memo, useEffect, useState } from 'react';
import { Box, Collapse, List, ListSubheader } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { isActive } from './filterByRole';
import { NavItemButton } from './NavItemButton';
import type { NavGroup, NavItem } from './types';

function VerticalItem({ item, depth }: { item: NavItem; depth: number }) {
  const { pathname } = useLocation();
  const active = isActive(item.path, pathname);
  const [open, setOpen] = useState(active);
  // A submenu collapses when its route is no longer the active one (spec §2).
  useEffect(() => {
    if (!active) setOpen(false);
  }, [active]);
  return (
    <li>
      <NavItemButton
        item={item}
        variant="vertical"
        depth={depth}
        active={active}
        open={open}
        // Following the link opens the submenu; clicking it again on its own page closes it.
        onToggle={item.children?.length ? () => setOpen((o) => (pathname === item.path ? !o : true)) : undefined}
      />
      {item.children && item.children.length > 0 && (
        <Collapse in={open} unmountOnExit>
          <List disablePadding sx={{ pl: 2, mt: 0.5, display: 'grid', gap: 0.5 }}>
            {item.children.map((child) => (
              <VerticalItem key={child.path} item={child} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      )}
    </li>
  );
}

/** The side menu of the vertical layout, and of the drawer on small screens. */
export const NavVertical = memo(function NavVertical({ groups }: { groups: NavGroup[] }) {
  const translate = useTranslate();
  return (
    <Box component="nav" aria-label={translate('nav.label')} sx={{ px: 2, pb: 2 }}>
      {groups.map((group) => (
        <List
          key={group.subheader}
          disablePadding
          sx={{ display: 'grid', gap: 0.5, mb: 1.5 }}
          subheader={
            <ListSubheader
              disableSticky
              sx={{ bgcolor: 'transparent', fontSize: 11, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 1.1, lineHeight: '36px', px: 1.5, color: 'text.secondary' }}
            >
              {translate(group.subheader)}
            </ListSubheader>
          }
        >
          {group.items.map((item) => (
            <VerticalItem key={item.path} item={item} depth={0} />
          ))}
        </List>
      ))}
    </Box>
  );
});
