/** The guarantees paths of spec §7 (under /protected), plus a get of one registration. */
export const paths = {
  list: '/guarantees/list',
  create: '/guarantee/create',
  one: '/guarantee/:id',
} as const;
