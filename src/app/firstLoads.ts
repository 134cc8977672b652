import { initLocale } from '../i18n/locale';
import { initialize } from '../providers/session';
import { preloadPage } from './pages';

/**
 * What the first page waits for, started at once and side by side: the session check, the stored
 * language's texts and the page's own chunk. main.tsx imports this module before React DOM and
 * MUI, so these requests travel while those are evaluated (a few hundred milliseconds on a slow
 * phone) instead of after.
 */
void initialize();
void initLocale().catch(() => undefined);
preloadPage(window.location.pathname);
