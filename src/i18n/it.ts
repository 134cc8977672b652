import { raItalian } from './raItalian';
import { appIt } from '../../shared/messages/app/it';

/**
 * All the Italian messages the admin loads: react-admin's, mended (./raItalian.ts), then the app's own
 * (shared/messages/app/it.ts). React-admin's come first in the chunk too, beside the words they mend.
 */
export const itMessages = { ...raItalian, ...appIt };
