import type { Translate } from '../i18n/translate';
import { apiErrorCode, apiErrorKey } from '../i18n/apiErrors';

/** The codes the sign-in pages have words for (auth.errors.<code>). */
export const KNOWN_CODES = new Set([
  'invalid_credentials',
  'account_disabled',
  'registration_closed',
  'email_unavailable',
  'validation_failed',
  'cross_site',
  'network_error',
  'wrong_current_password',
  'vat_check_digit',
  'vat_format',
  'vat_country',
  'province_invalid',
  'reset_link_invalid',
]);

/**
 * The server answers errors with a stable `code` and an English `message`: the code picks the
 * text in the user's language; an unknown code falls back to the generic text.
 */
export function authErrorText(error: any, translate: Translate): string {
  const code = apiErrorCode(error);
  if (code === 'too_many_attempts' || code === 'rate_limited') {
    return translate(`auth.errors.${code}`, { smart_count: Math.max(1, Math.ceil((error.body.retryAfter ?? 60) / 60)) });
  }
  return translate(apiErrorKey(error, 'auth.errors', KNOWN_CODES));
}

/** The fields a 400 names (`fields: [{ field, message }]`), so the form can mark them. */
export function serverFieldErrors(error: any): string[] {
  const fields = error?.body?.fields;
  return Array.isArray(fields) ? fields.map((f: { field?: unknown }) => f?.field).filter((f): f is string => typeof f === 'string') : [];
}
