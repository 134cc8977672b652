/**
 * Where MUI's kept styles live in localStorage (src/layout/keptStyles.ts), apart from emotion so
 * that signing out (src/providers/session.ts) can forget them without loading it.
 */
export const KEPT_STYLES_KEY = 'keptStyles';

let keeping = true;

/** Whether this page may still keep styles: not once the person has signed out in it. */
export const mayKeepStyles = () => keeping;

/** Signing out: the kept styles are forgotten, and this page keeps none of its own. */
export function forgetKeptStyles() {
  keeping = false;
  for (const item of Object.keys(localStorage)) if (item.startsWith(`${KEPT_STYLES_KEY}:`)) localStorage.removeItem(item);
}
