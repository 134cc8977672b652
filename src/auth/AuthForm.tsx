import { Fragment, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from '../i18n/locale';
import type { Translate } from '../i18n/translate';
import { authErrorText, serverFieldErrors } from './errors';
import { PlainAlert } from '../ui/PlainAlert';
import { EyeIcon, EyeOffIcon } from '../ui/plainIcons';

export { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/user';

export interface AuthField {
  name: string;
  type: 'text' | 'email' | 'password' | 'tel';
  autoComplete: string;
  /** Validation by kind; messages come from `auth.validation.*`. */
  rules: { required?: boolean; email?: boolean; min?: number; max: number };
  /**
   * A further check once the kinds pass: the i18n key of what is wrong, or undefined. It may read
   * the other fields (`valueOf`), e.g. a province that depends on the VAT number.
   */
  check?: (value: string, valueOf: (name: string) => string) => string | undefined;
  /** Show the password rule under the field (registration, new password). */
  help?: boolean;
  /** The field the page starts in (the sign-in page's e-mail). */
  autoFocus?: boolean;
  /** An i18n key: a hint under the field while it has no error. */
  hint?: string;
  /** Half a row on wider screens (two columns); the whole row on a phone. */
  half?: boolean;
  /** An i18n key: a heading that starts a group of fields with this one. */
  heading?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate({ rules, check }: AuthField, value: string, valueOf: (name: string) => string, translate: Translate): string | undefined {
  if (rules.required && !value.trim()) return translate('auth.validation.required');
  if (!value) return undefined;
  if (rules.email && !EMAIL.test(value.trim())) return translate('auth.validation.email');
  if (rules.min && value.length < rules.min) return translate('auth.validation.password_min', { min: rules.min });
  if (value.length > rules.max) return translate('auth.validation.max_length', { max: rules.max });
  const problem = check?.(value, valueOf);
  return problem ? translate(problem) : undefined;
}

/**
 * A sign-in form from a list of fields: validation, server errors, busy state. Plain inputs read
 * at submit (so the browser's autofill counts), each checked once left and then as it changes,
 * all of them on submit; the first wrong one gets the focus. Drawn without MUI (src/ui/plain.css):
 * the sign-in page is the first a visitor loads.
 */
export function AuthForm<T extends { [K in keyof T]: string }>({
  fields,
  submitLabel,
  onSubmit,
  beforeSubmit,
  resetOnSuccess = true,
}: {
  fields: AuthField[];
  /** The button's text, already translated. */
  submitLabel: string;
  onSubmit: (values: T) => Promise<unknown>;
  /** Shown just above the button (the login page's "Forgot your password?"). */
  beforeSubmit?: ReactNode;
  /** Empty the fields after a successful submit (not when the page shows them again). */
  resetOnSuccess?: boolean;
}) {
  const translate = useTranslate();
  const form = useRef<HTMLFormElement>(null);
  const checked = useRef(new Set<string>());
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const input = (name: string) => form.current!.elements.namedItem(name) as HTMLInputElement;
  const valueOf = (name: string) => input(name)?.value ?? '';
  const check = (field: AuthField) => {
    checked.current.add(field.name);
    const error = validate(field, input(field.name).value, valueOf, translate);
    setErrors((e) => (e[field.name] === error ? e : { ...e, [field.name]: error }));
    return error;
  };
  /** A change may change the verdict on the fields that read this one (already checked ones only). */
  const changed = (field: AuthField) => {
    for (const f of fields) if (checked.current.has(f.name) && (f === field || f.check)) check(f);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    const wrong = fields.filter((f) => check(f) !== undefined);
    if (wrong.length) return input(wrong[0]!.name).focus();
    setServerError(null);
    setSubmitting(true);
    try {
      await onSubmit(Object.fromEntries(fields.map((f) => [f.name, input(f.name).value])) as T);
      if (resetOnSuccess) {
        form.current?.reset();
        checked.current.clear();
        setErrors({});
      }
    } catch (err) {
      const text = authErrorText(err, translate);
      setServerError(text);
      // A field the server names gets the message too, and the focus.
      const named = serverFieldErrors(err).filter((name) => fields.some((f) => f.name === name));
      if (named.length) {
        setErrors((e) => ({ ...e, ...Object.fromEntries(named.map((name) => [name, text])) }));
        input(named[0]!).focus();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="p-stack">
      {serverError && <PlainAlert severity="error">{serverError}</PlainAlert>}
      <div className="p-fields">
        {fields.map((field) => {
          const id = `auth-${field.name}`;
          const error = errors[field.name];
          const helper =
            error ?? (field.help ? translate('auth.password_help', { min: field.rules.min }) : field.hint ? translate(field.hint) : undefined);
          const isPassword = field.type === 'password';
          const classes = ['p-field', field.half ? '' : 'p-row', error ? 'p-field--error' : ''].filter(Boolean).join(' ');
          return (
            <Fragment key={field.name}>
              {field.heading && <h2 className="p-row p-group">{translate(field.heading)}</h2>}
              <div className={classes}>
                <label className="p-label" htmlFor={id} id={`${id}-label`}>
                  {translate(`auth.fields.${field.name}`)}
                  {field.rules.required && <span aria-hidden> *</span>}
                </label>
                <div className="p-control">
                  <input
                    className="p-input"
                    id={id}
                    name={field.name}
                    type={isPassword && showPassword ? 'text' : field.type}
                    autoComplete={field.autoComplete}
                    required={field.rules.required}
                    aria-invalid={Boolean(error)}
                    aria-describedby={helper ? `${id}-helper-text` : undefined}
                    autoFocus={field.autoFocus}
                    // Leaving a field never typed in says nothing yet (the focused e-mail field of the
                    // sign-in page would otherwise cry "required" at a click on the language switch).
                    onBlur={() => (input(field.name).value || checked.current.has(field.name)) && check(field)}
                    onChange={() => changed(field)}
                  />
                  {isPassword && (
                    <button
                      type="button"
                      className="p-icon-button"
                      onClick={() => setShowPassword((v) => !v)}
                      aria-label={translate(showPassword ? 'auth.hide_password' : 'auth.show_password')}
                    >
                      {showPassword ? <EyeOffIcon /> : <EyeIcon />}
                    </button>
                  )}
                </div>
                {helper && (
                  <p className="p-help" id={`${id}-helper-text`}>
                    {helper}
                  </p>
                )}
              </div>
            </Fragment>
          );
        })}
      </div>
      {beforeSubmit}
      <button type="submit" className="p-button" disabled={isSubmitting}>
        {isSubmitting && <span className="p-spinner" aria-hidden />}
        {submitLabel}
      </button>
    </form>
  );
}
