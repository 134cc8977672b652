import type { ReactNode } from 'react';
import { PortalLayout } from '../layout/PortalLayout';
import { UnreadNoticesContext } from '../layout/unreadNotices';
import { useUnreadNoticeCount } from '../resources/notices/useNotices';
import { DraftsSender } from '../resources/drafts/DraftsSender';
import { KeptFilesSync } from './KeptFilesSync';

/**
 * The shell with what it shows of the resources: the count of unread notices, on the menu's
 * Notices entry and the phone's menu button. Asked here, where the shell is mounted (every
 * layout draws a count at once), so its request starts with the shell as before.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const unread = useUnreadNoticeCount();
  return (
    <UnreadNoticesContext.Provider value={unread}>
      {/* What the device keeps goes and comes when the app starts and when the connection returns. */}
      <DraftsSender />
      <KeptFilesSync />
      <PortalLayout>{children}</PortalLayout>
    </UnreadNoticesContext.Provider>
  );
}
