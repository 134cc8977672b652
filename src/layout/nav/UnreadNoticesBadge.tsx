import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useUnreadNotices } from '../unreadNotices';

/**
 * The count at the end of the menu's "Notices" entry (NavItem `info`): the number is seen, the
 * whole phrase ("Notices (3 unread notices)") is what assistive technology reads within the link's name.
 */
export function UnreadNoticesBadge() {
  const translate = useTranslate();
  const count = useUnreadNotices();
  if (!count) return null;
  return (
    <Box
      component="span"
      data-testid="notices-unread-count"
      data-count={count}
      sx={{
        minWidth: 22,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
        textAlign: 'center',
      }}
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <Box component="span" sx={visuallyHidden}>
        {`(${translate('resources.comunicazioni.unread_count', { smart_count: count })})`}
      </Box>
    </Box>
  );
}
