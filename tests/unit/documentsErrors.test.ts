import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { apiErrorKey, API_ERROR_CODES } from '../../src/i18n/apiErrors';
import { translatableError } from '../../src/providers/documentsProvider';
import { translatableError as withSources } from '../../src/providers/providerErrors';
import { enMessages } from '../../src/i18n/en';
import { itMessages } from '../../src/i18n/it';

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
