import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema, Static } from 'typebox';

/**
 * Validation for input Fastify does not validate itself (the text fields of a multipart
 * upload): the same options as the app's route validation, and a failure thrown in the shape
 * of Fastify's own, so the error handler answers it the same way (400, `fields`).
 */
const ajv = addFormats(new Ajv({ removeAdditional: 'all', coerceTypes: 'array', useDefaults: true, allErrors: false }));
const compiled = new WeakMap<object, ValidateFunction>();

export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly validation: NonNullable<ValidateFunction['errors']>,
    readonly validationContext = 'body',
  ) {
    super('validation failed');
  }
}

/** Validates (and coerces, and strips unknown keys from) `data` in place; throws ValidationError. */
export function validate<S extends TSchema>(schema: S, data: unknown, context = 'body'): Static<S> {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(schema, fn);
  }
  if (!fn(data)) throw new ValidationError(fn.errors ?? [], context);
  return data as Static<S>;
}
