import { localStorageStore } from 'ra-core';
import { storedLocale } from '../i18n/locale';

/**
 * The admin's react-admin store. The language itself is kept under `i18nextLng` (spec §1) by
 * src/i18n/locale.ts, which the store's copy follows at start-up (and `LocaleSync` afterwards).
 */
export const store = localStorageStore('1', 'Portal');
store.setItem('locale', storedLocale());
