import { localStorageStore } from 'ra-core';
import { storedLocale } from '../providers/i18nProvider';

/**
 * One react-admin store for the sign-in pages and the admin, so that the language chosen on the
 * login page is the admin's too. The language itself is kept under `i18nextLng` (spec §1), which
 * the store's copy follows at start-up.
 */
export const store = localStorageStore('1', 'Portal');
store.setItem('locale', storedLocale());
