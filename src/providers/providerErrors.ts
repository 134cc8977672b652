import { HttpError, isHttpError } from './HttpError';
import { API_ERROR_CODES, apiErrorCode, apiErrorMessageKey } from '../i18n/apiErrors';

/**
 * How a resource's API errors land on its form: `fields` maps the server's field names to form
 * inputs (for `validation_failed`), `codes` maps an error code to the input it is about.
 */
export interface FormErrorSources {
  fields: Record<string, string>;
  codes: Record<string, string>;
}

/**
 * Per-input errors (react-admin's server-side validation: `body.errors`), as i18n keys. A field
 * inside a list or an object (`units.0.glazing`) lands on that very input; the message is the
 * code's own when the app knows it, else "invalid".
 */
function formErrors(body: any, sources: FormErrorSources): Record<string, string> | undefined {
  const code = body?.code;
  if (code && sources.codes[code]) return { [sources.codes[code]]: `errors.${code}` };
  if (!Array.isArray(body?.fields)) return undefined;
  const message = code && code !== 'validation_failed' && API_ERROR_CODES.has(code) ? `errors.${code}` : 'errors.field_invalid';
  const errors: Record<string, string> = {};
  for (const { field } of body.fields) {
    const [head, ...rest] = String(field ?? '').replace(/^\//, '').split(/[/.]/);
    const source = sources.fields[head!];
    if (source) errors[[source, ...rest].join('.')] = message;
  }
  return Object.keys(errors).length ? errors : undefined;
}

/**
 * The message of a failed call becomes the i18n key of its code, which react-admin's
 * notifications translate; the body stays the server's (plus the per-input errors). A 401 is
 * left alone: the auth provider signs out.
 */
export function translatableError(error: unknown, sources: FormErrorSources = { fields: {}, codes: {} }): unknown {
  if (!isHttpError(error) || error.status === 401) return error;
  const body = { ...(error.body ?? {}) };
  const errors = formErrors(body, sources);
  if (errors) body.errors = errors;
  return new HttpError(apiErrorCode(error) || error.status >= 400 || error.status === 0 ? apiErrorMessageKey(error) : error.message, error.status, body);
}

/** The same provider, every method of which fails with a translatable error. */
export function withTranslatableErrors<P extends object>(provider: P, sources: FormErrorSources): P {
  return Object.fromEntries(
    Object.entries(provider).map(([name, method]) => [
      name,
      (...args: unknown[]) => (method as (...a: unknown[]) => Promise<unknown>)(...args).catch((e) => Promise.reject(translatableError(e, sources))),
    ]),
  ) as P;
}
