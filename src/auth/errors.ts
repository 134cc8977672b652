import type { TranslateFunction } from 'ra-core';
import { apiErrorCode, apiErrorKey } from '../i18n/apiErrors';

const KNOWN_CODES = new Set([
  'invalid_credentials',
  'account_disabled',
  'registration_closed',
  'email_unavailable',
  'validation_failed',
  'cross_site',
  'network_error',
  'wrong_current_password',
]);

/**
 * The server answers errors with a stable `code` and an English `message`: the code picks the
 * text in the user's language; an unknown code falls back to the generic text.
 */
export function authErrorText(error: any, translate: TranslateFunction): string {
  if (apiErrorCode(error) === 'too_many_attempts') {
    return translate('auth.errors.too_many_attempts', { minutes: Math.max(1, Math.ceil((error.body.retryAfter ?? 60) / 60)) });
  }
  return translate(apiErrorKey(error, 'auth.errors', KNOWN_CODES));
}
