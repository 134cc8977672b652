import { HttpError, isHttpError } from './HttpError';
import { apiErrorCode, apiErrorMessageKey } from '../i18n/apiErrors';

/**
 * How a resource's API errors land on its form: `fields` maps the server's field names to form
 * inputs (for `validation_failed`), `codes` maps an error code to the input it is about.
 */
export interface FormErrorSources {
  fields: Record<string, string>;
  codes: Record<string, string>;
}

/** Per-input errors (react-admin's server-side validation: `body.errors`), as i18n keys. */
function formErrors(body: any, sources: FormErrorSources): Record<string, string> | undefined {
  const code = body?.code;
  if (code && sources.codes[code]) return { [sources.codes[code]]: `errors.${code}` };
  if (code !== 'validation_failed' || !Array.isArray(body.fields)) return undefined;
  const errors: Record<string, string> = {};
  for (const { field } of body.fields) {
    const source = sources.fields[String(field ?? '').replace(/^\//, '').split(/[/.]/)[0]!];
    if (source) errors[source] = 'errors.field_invalid';
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
