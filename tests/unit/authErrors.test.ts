import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { authErrorText } from '../../src/auth/errors';

const fail = (status: number, body: Record<string, unknown>) => new HttpError(String(body.message ?? ''), status, body);

describe('sign-in error texts', () => {
  const i18n = createI18nProvider();
  const translate = i18n.translate;

  it('say how many minutes to wait, from the server’s retryAfter, for both kinds of 429', () => {
    expect(authErrorText(fail(429, { code: 'too_many_attempts', retryAfter: 600 }), translate)).toBe('Troppi tentativi non riusciti. Riprova tra 10 minuti.');
    expect(authErrorText(fail(429, { code: 'rate_limited', retryAfter: 3000 }), translate)).toBe('Troppi tentativi da questa connessione. Riprova tra 50 minuti.');
    // Never "0 minutes", and one minute in the singular.
    expect(authErrorText(fail(429, { code: 'rate_limited', retryAfter: 5 }), translate)).toMatch(/tra 1 minuto\.$/);
  });

  it('fall back to the generic text for an unknown code', () => {
    expect(authErrorText(fail(500, { code: 'internal_error' }), translate)).toBe('Qualcosa è andato storto. Riprova tra poco.');
  });
});
