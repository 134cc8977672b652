import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  CircularProgress,
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
  OutlinedInput,
  Stack,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from '../i18n/locale';
import type { Translate } from '../i18n/translate';
import { authErrorText } from './errors';

export { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/user';

export interface AuthField {
  name: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  /** Validation by kind; messages come from `auth.validation.*`. */
  rules: { required?: boolean; email?: boolean; min?: number; max: number };
  /** Show the password rule under the field (registration, new password). */
  help?: boolean;
  /** The field the page starts in (the sign-in page's e-mail). */
  autoFocus?: boolean;
}

// Only a refused submit shows an Alert: it is fetched with the first submit, while the server answers.
const loadAlert = () => import('@mui/material/Alert');
const Alert = lazy(loadAlert);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate({ rules }: AuthField, value: string, translate: Translate): string | undefined {
  if (rules.required && !value) return translate('auth.validation.required');
  if (!value) return undefined;
  if (rules.email && !EMAIL.test(value.trim())) return translate('auth.validation.email');
  if (rules.min && value.length < rules.min) return translate('auth.validation.password_min', { min: rules.min });
  if (value.length > rules.max) return translate('auth.validation.max_length', { max: rules.max });
  return undefined;
}

/**
 * A sign-in form from a list of fields: validation, server errors, busy state. Plain inputs read
 * at submit (so the browser's autofill counts), each checked once left and then as it changes,
 * all of them on submit; the first wrong one gets the focus.
 */
export function AuthForm<T extends { [K in keyof T]: string }>({
  fields,
  submitLabel,
  onSubmit,
}: {
  fields: AuthField[];
  /** The button's text, already translated. */
  submitLabel: string;
  onSubmit: (values: T) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const form = useRef<HTMLFormElement>(null);
  const checked = useRef(new Set<string>());
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const input = (name: string) => form.current!.elements.namedItem(name) as HTMLInputElement;
  const check = (field: AuthField) => {
    checked.current.add(field.name);
    const error = validate(field, input(field.name).value, translate);
    setErrors((e) => (e[field.name] === error ? e : { ...e, [field.name]: error }));
    return error;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    const wrong = fields.filter((f) => check(f) !== undefined);
    if (wrong.length) return input(wrong[0]!.name).focus();
    setServerError(null);
    setSubmitting(true);
    void loadAlert();
    try {
      await onSubmit(Object.fromEntries(fields.map((f) => [f.name, input(f.name).value])) as T);
      form.current?.reset();
      checked.current.clear();
      setErrors({});
    } catch (err) {
      setServerError(authErrorText(err, translate));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack spacing={2.5}>
        {serverError && (
          <Suspense>
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          </Suspense>
        )}
        {fields.map((field) => {
          const id = `auth-${field.name}`;
          const label = translate(`auth.fields.${field.name}`);
          const error = errors[field.name];
          const helper = error ?? (field.help ? translate('auth.password_help', { min: field.rules.min }) : undefined);
          const isPassword = field.type === 'password';
          return (
            <FormControl key={field.name} variant="outlined" fullWidth required={field.rules.required} error={Boolean(error)}>
              <InputLabel htmlFor={id} id={`${id}-label`}>
                {label}
              </InputLabel>
              <OutlinedInput
                id={id}
                name={field.name}
                label={label}
                type={isPassword && showPassword ? 'text' : field.type}
                autoComplete={field.autoComplete}
                aria-describedby={helper ? `${id}-helper-text` : undefined}
                autoFocus={field.autoFocus}
                // Leaving a field never typed in says nothing yet (the focused e-mail field of the
                // sign-in page would otherwise cry "required" at a click on the language switch).
                onBlur={() => (input(field.name).value || checked.current.has(field.name)) && check(field)}
                onChange={() => checked.current.has(field.name) && check(field)}
                endAdornment={
                  isPassword ? (
                    <InputAdornment position="end">
                      <IconButton
                        onClick={() => setShowPassword((v) => !v)}
                        edge="end"
                        aria-label={translate(showPassword ? 'auth.hide_password' : 'auth.show_password')}
                      >
                        {showPassword ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ) : undefined
                }
              />
              {helper && <FormHelperText id={`${id}-helper-text`}>{helper}</FormHelperText>}
            </FormControl>
          );
        })}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
