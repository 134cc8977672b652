/**
 * Where MUI's kept styles live in localStorage (src/layout/keptStyles.ts), apart from emotion so
 * that clearing the account's data (src/providers/deviceData.ts) can forget them without loading it.
 */
const KEPT_STYLES_KEY = 'keptStyles';

/** The localStorage item of one emotion cache's kept styles. */
export const keptStylesItem = (cacheKey: string) => `${KEPT_STYLES_KEY}:${cacheKey}`;

let keeping = true;

/** Whether this page may still keep styles: not once the person has signed out in it. */
export const mayKeepStyles = () => keeping;

/** Signing out: the kept styles are forgotten, and this page keeps none of its own. */
export function forgetKeptStyles() {
  keeping = false;
  for (const item of Object.keys(localStorage)) if (item.startsWith(keptStylesItem(''))) localStorage.removeItem(item);
}
