/**
 * The catalogue's materials, in menu order (spec §2). Their categories and products join this
 * definition with the catalogue pages; names are i18n keys, so both languages are checked.
 */
export const MATERIALS = [
  { slug: 'legno', name: 'catalogue.materials.legno' },
  { slug: 'pvc', name: 'catalogue.materials.pvc' },
  { slug: 'alluminio', name: 'catalogue.materials.alluminio' },
] as const;
