/** The documents paths of spec §7 (under /protected), spelled as it spells them, and the file link. */
export const paths = {
  list: '/documents/list',
  reservedList: '/documents/list/reserverd',
  upload: '/document/upload',
  reserved: '/document/reserved',
  edit: '/document/edit',
  one: '/document/:id',
  link: '/document/:id/link',
} as const;
