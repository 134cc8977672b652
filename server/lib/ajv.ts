import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * How a request is validated, one policy for every route and for the input Fastify does not
 * validate itself (multipart fields, the JSON of a query string):
 * - JSON (bodies, JSON in a query string) is taken as typed: `"password": 1234` is not a string,
 *   `"quantity": "3"` is not a number. Nothing is coerced.
 * - Text (query strings, path parameters, headers, multipart fields) arrives as strings and is
 *   parsed by its schema, but an integer is written in plain decimal digits: `1e1`, `0x10`,
 *   `Infinity` or ` 5` are refused rather than read as 10, 16, Infinity or 5.
 * - Unknown fields are refused, never dropped: every request object schema is closed
 *   (`additionalProperties: false`, checked when the route is compiled), so what the OpenAPI
 *   document shows is exactly what is accepted.
 */
export type Source = 'json' | 'text';

const options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false } as const;
const jsonAjv = addFormats(new Ajv({ ...options, coerceTypes: false }));
const textAjv = addFormats(new Ajv({ ...options, coerceTypes: 'array' }));

const DECIMAL = /^-?[0-9]+$/;

const isInteger = (schema: Schema) =>
  schema.type === 'integer' || (Array.isArray(schema.anyOf) && schema.anyOf.some((s) => (s as Schema).type === 'integer'));

type Schema = Record<string, unknown> & { type?: unknown; properties?: Record<string, Schema>; anyOf?: unknown[]; items?: unknown };

/** Object schemas that are not closed, by path (a route's schema must not accept unknown fields). */
function openObjects(schema: Schema, path = '', found: string[] = []): string[] {
  if (schema.type === 'object' && schema.additionalProperties !== false) found.push(path || '(root)');
  for (const [key, sub] of Object.entries(schema.properties ?? {})) openObjects(sub, `${path}/${key}`, found);
  for (const sub of (schema.anyOf ?? []) as Schema[]) openObjects(sub, path, found);
  if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) openObjects(schema.items as Schema, `${path}/*`, found);
  return found;
}

/** Refuses integers of a text part that are not plain decimal digits, before Ajv reads them as numbers. */
function decimalIntegers(schema: Schema, validate: ValidateFunction): ValidateFunction {
  const integers = Object.entries(schema.properties ?? {})
    .filter(([, sub]) => isInteger(sub) || (sub.type === 'array' && sub.items && isInteger(sub.items as Schema)))
    .map(([key]) => key);
  if (!integers.length) return validate;
  const checked = ((data: unknown) => {
    if (data && typeof data === 'object') {
      for (const key of integers) {
        const value = (data as Record<string, unknown>)[key];
        const bad = (Array.isArray(value) ? value : [value]).find((v) => typeof v === 'string' && !DECIMAL.test(v));
        if (bad !== undefined) {
          const error: ErrorObject = {
            instancePath: `/${key}`,
            schemaPath: `#/properties/${key}/type`,
            keyword: 'type',
            params: { type: 'integer' },
            message: 'must be an integer in decimal digits',
          };
          checked.errors = [error];
          return false;
        }
      }
    }
    const ok = validate(data);
    checked.errors = validate.errors;
    return ok;
  }) as ValidateFunction;
  return checked;
}

/**
 * A UTF-16 surrogate on its own (in a `u` pattern, a pair is one code point and never matches):
 * JSON's `"\ud800"` escape makes one, no patterned schema type says so, and it is not text —
 * stored, SQLite kept invalid UTF-8 and every answer after showed three replacement characters.
 */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** The path of the first string (value or key) in `data` with a lone surrogate, or undefined. */
function loneSurrogateAt(data: unknown, path = ''): string | undefined {
  if (typeof data === 'string') return LONE_SURROGATE.test(data) ? path : undefined;
  if (!data || typeof data !== 'object') return undefined;
  for (const [key, value] of Object.entries(data)) {
    const at = `${path}/${key}`;
    if (LONE_SURROGATE.test(key)) return at;
    const found = loneSurrogateAt(value, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

const compiled = { json: new WeakMap<object, ValidateFunction>(), text: new WeakMap<object, ValidateFunction>() };

/**
 * The validator of input from `source`. `closed`: the schema must refuse unknown fields (every
 * request part but headers, which carry whatever the client and proxies add).
 */
export function compileValidator(schema: object, source: Source, closed = true): ValidateFunction {
  const cached = compiled[source].get(schema);
  if (cached) return cached;
  if (closed) {
    const open = openObjects(schema as Schema);
    if (open.length) throw new Error(`A request schema must refuse unknown fields (additionalProperties: false) at ${open.join(', ')}`);
  }
  // Compiled at its first use, as the response serializers are (lazySerializers.ts): most of a
  // start-up's validators wait for requests that may never come.
  let real: ValidateFunction | undefined;
  const compile = () => {
    real ??= source === 'json' ? jsonAjv.compile(schema) : decimalIntegers(schema as Schema, textAjv.compile(schema));
    pending.delete(compile);
    return real;
  };
  const validate = ((data: unknown) => {
    const v = real ?? compile();
    const ok = v(data);
    validate.errors = v.errors;
    // Looked for once the schema holds (its depth then bounds the walk: not 10,000 nested objects).
    const at = ok ? loneSurrogateAt(data) : undefined;
    if (at === undefined) return ok;
    validate.errors = [{ instancePath: at, schemaPath: '#', keyword: 'format', params: {}, message: 'is not text: it holds a lone UTF-16 surrogate' }];
    return false;
  }) as ValidateFunction;
  pending.add(compile);
  compiled[source].set(schema, validate);
  return validate;
}

const pending = new Set<() => ValidateFunction>();

/** Compiles every validator not used yet, and says how many: a schema Ajv cannot compile fails here (the contract test), not at a first request. */
export function compilePendingValidators(): number {
  const all = [...pending];
  for (const compile of all) compile();
  return all.length;
}
