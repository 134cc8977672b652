import type { TranslateFunction } from 'ra-core';

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
  const body = error?.body ?? {};
  if (body.code === 'too_many_attempts') {
    return translate('auth.errors.too_many_attempts', { minutes: Math.max(1, Math.ceil((body.retryAfter ?? 60) / 60)) });
  }
  return translate(KNOWN_CODES.has(body.code) ? `auth.errors.${body.code}` : 'auth.errors.generic');
}
