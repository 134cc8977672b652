/** The i18n key of a claims word: `resources.reclami.<name>`. */
export const c = (name: string) => `resources.reclami.${name}`;
