import { createKeptCache } from './keptStyles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * MUI's documented right-to-left setup: an emotion cache whose stylis plugin flips the styles.
 * A chunk of its own, loaded only when the direction is right-to-left.
 */
export const rtlCache = createKeptCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });
