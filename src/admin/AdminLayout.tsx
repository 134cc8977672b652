import type { ReactNode } from 'react';
import { PortalLayout } from '../layout/PortalLayout';
import { UnreadNoticesContext } from '../layout/unreadNotices';
import { useUnreadNoticeCount } from '../resources/notices/useNotices';

/**
 * The shell with what it shows of the resources: the count of unread notices, on the menu's
 * Notices entry and the phone's menu button. Asked here, where the shell is mounted (every
 * layout draws a count at once), so its request starts with the shell as before.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const unread = useUnreadNoticeCount();
  return (
    <UnreadNoticesContext.Provider value={unread}>
      <PortalLayout>{children}</PortalLayout>
    </UnreadNoticesContext.Provider>
  );
}
