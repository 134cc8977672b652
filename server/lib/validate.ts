import type { TSchema, Static } from 'typebox';
import type { ValidateFunction } from 'ajv';
import { compileValidator, type Source } from './ajv';

/**
 * Validation for input Fastify does not validate itself (the text fields of a multipart upload,
 * the JSON of a query string), by the same policy as the routes' (lib/ajv.ts), and a failure
 * thrown in the shape of Fastify's own, so the error handler answers it the same way (400, `fields`).
 */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly validation: NonNullable<ValidateFunction['errors']>,
    readonly validationContext = 'body',
  ) {
    super('validation failed');
  }
}

/** Validates (and, from text, parses and fills defaults in) `data` in place; throws ValidationError. */
export function validate<S extends TSchema>(schema: S, data: unknown, source: Source, context = 'body'): Static<S> {
  const fn = compileValidator(schema, source);
  if (!fn(data)) throw new ValidationError(fn.errors ?? [], context);
  return data as Static<S>;
}
