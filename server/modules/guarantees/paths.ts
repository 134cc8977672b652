/** The guarantees paths of spec §7 (under /protected), plus a get of one registration and its paperwork. */
export const paths = {
  list: '/guarantees/list',
  create: '/guarantee/create',
  one: '/guarantee/:id',
  certificate: '/guarantee/:id/certificate.pdf',
  declaration: '/guarantee/:id/declaration.pdf',
  send: '/guarantee/:id/send',
} as const;
