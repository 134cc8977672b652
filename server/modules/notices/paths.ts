/** The notices paths of spec §7 (under /protected), and our additions (read mark, unread count, attachment link). */
export const paths = {
  list: '/notices/list',
  latest: '/notices/list/:limit',
  unreadCount: '/notices/unread-count',
  upload: '/notice/upload',
  edit: '/notice/edit',
  one: '/notice/:id',
  read: '/notice/:id/read',
  link: '/notice/:id/link',
} as const;
