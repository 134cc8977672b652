import { raEnglish } from './raEnglish';
import { appEn } from '../../shared/messages/app/en';

/**
 * All the English messages the admin loads: react-admin's, mended (./raEnglish.ts), then the app's own
 * (shared/messages/app/en.ts). React-admin's come first in the chunk too, beside the words they mend.
 */
export const enMessages = { ...raEnglish, ...appEn };
