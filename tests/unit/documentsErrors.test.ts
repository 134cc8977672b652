import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { apiErrorKey, API_ERROR_CODES } from '../../src/i18n/apiErrors';
import { translatableError } from '../../src/providers/documentsProvider';
import { translatableError as withSources } from '../../src/providers/providerErrors';
import { enMessages } from '../../src/i18n/en';
import { itMessages } from '../../src/i18n/it';
import { KNOWN_CODES as AUTH_CODES } from '../../src/auth/errors';

const fail = (status: number, body: Record<string, unknown>) => new HttpError(String(body.message ?? ''), status, body);

describe('API error codes', () => {
  it('become i18n keys of their namespace, unknown ones the generic text', () => {
    expect(apiErrorKey({ body: { code: 'file_too_large' } }, 'errors', API_ERROR_CODES)).toBe('errors.file_too_large');
    expect(apiErrorKey({ body: { code: 'something_new' } }, 'errors', API_ERROR_CODES)).toBe('errors.generic');
    expect(apiErrorKey(new Error('x'), 'errors', API_ERROR_CODES)).toBe('errors.generic');
  });

  it('every known code has its text in both languages', () => {
    for (const code of API_ERROR_CODES) {
      expect((enMessages.errors as Record<string, string>)[code], code).toBeTruthy();
      expect((itMessages as any).errors[code], code).toBeTruthy();
    }
  });
});

describe('documents provider errors', () => {
  it('carry the key of their code as message, and the server body', () => {
    const error = translatableError(fail(404, { message: 'Document not found', code: 'document_not_found' })) as HttpError;
    expect(error.message).toBe('errors.document_not_found');
    expect(error.status).toBe(404);
    expect(error.body.code).toBe('document_not_found');
  });

  it('point the form inputs at their fields (react-admin server-side validation)', () => {
    const invalid = translatableError(
      fail(400, { message: 'Invalid body', code: 'validation_failed', fields: [{ field: 'title', message: 'too long' }, { field: 'file', message: 'x' }] }),
    ) as HttpError;
    expect(invalid.body.errors).toEqual({ title: 'errors.field_invalid', upload: 'errors.field_invalid' });
    const tooLarge = translatableError(fail(413, { message: 'File too large', code: 'file_too_large', maxBytes: 10 })) as HttpError;
    expect(tooLarge.body.errors).toEqual({ upload: 'errors.file_too_large' });
    const noDealers = translatableError(fail(400, { message: 'x', code: 'reserved_needs_dealers' })) as HttpError;
    expect(noDealers.body.errors).toEqual({ dealerIds: 'errors.reserved_needs_dealers' });
  });

  it('point a field inside a list at its very input, with the text of its code when the app knows it', () => {
    const sources = { fields: { units: 'units', quantity: 'quantity' }, codes: {} };
    const glazing = withSources(fail(400, { message: 'x', code: 'unit_glazing', fields: [{ field: 'units.1.glazing', message: 'x' }] }), sources) as HttpError;
    expect(glazing.body.errors).toEqual({ 'units.1.glazing': 'errors.unit_glazing' });
    const width = withSources(fail(400, { message: 'x', code: 'validation_failed', fields: [{ field: 'units.0.width', message: 'x' }] }), sources) as HttpError;
    expect(width.body.errors).toEqual({ 'units.0.width': 'errors.field_invalid' });
    const unknown = withSources(fail(400, { message: 'x', code: 'brand_new_code', fields: [{ field: 'quantity', message: 'x' }] }), sources) as HttpError;
    expect(unknown.body.errors).toEqual({ quantity: 'errors.field_invalid' });
  });

  it('leave a 401 alone (the auth provider signs out) and turn a failure without code into the generic text', () => {
    const invalidToken = fail(401, { message: 'Invalid token' });
    expect(translatableError(invalidToken)).toBe(invalidToken);
    expect((translatableError(fail(500, { message: 'Internal server error', code: 'internal_error' })) as HttpError).message).toBe('errors.generic');
  });
});

/**
 * Issue 24: a logo that is not a picture was told "Something went wrong" because its code was
 * missing from the list of codes the app has words for. Every code the server can answer is
 * found in its source here, and each has its words in both languages, or is one no person reads.
 */
describe('every code the server answers', () => {
  // Never shown as such: a 5xx is the generic text; a 401 signs out; a download's Range header;
  // the search box never sends an empty search; `not_found` answers the logo picture's own address.
  const UNSHOWN = new Set(['internal_error', 'invalid_token', 'range_not_satisfiable', 'search_words_required', 'not_found']);
  const AUTH_SPECIAL = new Set(['too_many_attempts', 'rate_limited']);
  const serverCodes = () => {
    const codes = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (file.endsWith('.ts')) {
          const text = fs.readFileSync(file, 'utf8');
          // The code of `new HttpError(status, message, code)`, of a module's `refuse(…, code)` and of `{ code: '…' }`.
          for (const call of text.matchAll(/(?:new HttpError\(|refuse\(|forbidden\(|code: )([^;]*?)(?:\)\s*;|\n)/g))
            for (const literal of call[1]!.matchAll(/'([a-z]+(?:_[a-z0-9]+)+)'/g)) codes.add(literal[1]!);
        }
      }
    };
    walk(path.join(__dirname, '../../server'));
    return codes;
  };

  it('has words in both languages', () => {
    const codes = serverCodes();
    expect(codes).toContain('logo_not_image');
    expect(codes.size).toBeGreaterThan(40);
    const missing = [...codes].filter((code) => !API_ERROR_CODES.has(code) && !AUTH_CODES.has(code) && !AUTH_SPECIAL.has(code) && !UNSHOWN.has(code));
    expect(missing, 'codes the server answers that the app has no words for').toEqual([]);
  });

  it('the logo refused by the server is told as such', () => {
    const key = apiErrorKey({ body: { code: 'logo_not_image', message: 'Invalid body: image is not a PNG or JPEG picture' } }, 'errors', API_ERROR_CODES);
    expect(key).toBe('errors.logo_not_image');
    expect((itMessages as any).errors.logo_not_image).toBe('Il contenuto del file non è un’immagine PNG o JPEG: scegli un’altra immagine.');
  });
});
