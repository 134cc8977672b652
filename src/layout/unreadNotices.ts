import { createContext, useContext } from 'react';

/**
 * How many notices the signed-in user has not opened, for the menu's Notices entry and the
 * phone's menu button. The count is the notices resource's (its request, refreshed on changes):
 * the app that puts the shell together provides it (src/admin/AdminLayout.tsx), so that the
 * shell imports no resource. Undefined while unknown, and outside such an app.
 */
export const UnreadNoticesContext = createContext<number | undefined>(undefined);

export const useUnreadNotices = () => useContext(UnreadNoticesContext);
