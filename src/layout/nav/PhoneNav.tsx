import { Box, Drawer } from '@mui/material';
import { HEADER, Logo, ManufacturerName } from '../Header';
import { HelpLink } from '../HelpLink';
import { NAV_WIDTH } from './NavItemButton';
import { NavVertical } from './NavVertical';
import type { NavGroup } from './types';

/**
 * The menu on a phone or tablet: a drawer opened from the header's menu button, in a chunk of its
 * own (src/layout/PortalLayout.tsx draws it from the first opening on).
 */
export default function PhoneNav({ open, onClose, groups }: { open: boolean; onClose: () => void; groups: NavGroup[] }) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: NAV_WIDTH.vertical } } }}>
      {/* The logo over the name: each gets the drawer's whole width. */}
      <Box sx={{ minHeight: HEADER.height, display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'flex-start', gap: 0.75, px: 3.5, py: 1.5 }}>
        <Logo maxWidth={NAV_WIDTH.vertical - 56} />
        <ManufacturerName sx={{ fontSize: '0.95rem', maxWidth: '100%' }} />
      </Box>
      <NavVertical groups={groups} />
      <Box sx={{ mt: 'auto', px: 1, pb: 2, borderTop: 1, borderColor: 'divider', pt: 1 }}>
        <HelpLink inDrawer />
      </Box>
    </Drawer>
  );
}
