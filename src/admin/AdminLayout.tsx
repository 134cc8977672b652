import { createContext, memo, useContext, type ReactNode } from 'react';
import { PortalLayout } from '../layout/PortalLayout';
import { UnreadNoticesContext } from '../layout/unreadNotices';
import { useUnreadNoticeCount } from '../resources/notices/useNotices';
import { DraftsSender } from '../resources/drafts/DraftsSender';
import { KeptFilesSync } from './KeptFilesSync';

/** The routed page, handed to the shell through context rather than as a prop. */
const PageContext = createContext<ReactNode>(null);
function Page() {
  return useContext(PageContext);
}

/**
 * The shell, drawn once: not again when the unread count or the page changes, only when its own
 * state does (settings, location, menus). The page comes to it through context.
 */
const Shell = memo(function Shell() {
  return (
    <PortalLayout>
      <Page />
    </PortalLayout>
  );
});

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
      <PageContext.Provider value={children}>
        <Shell />
      </PageContext.Provider>
    </UnreadNoticesContext.Provider>
  );
}
