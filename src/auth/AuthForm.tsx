import { useState } from 'react';
import { useForm, type RegisterOptions } from 'react-hook-form';
import { Alert, Button, CircularProgress, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'ra-core';
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
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A sign-in form from a list of fields: validation, server errors, busy state. */
export function AuthForm<T extends { [K in keyof T]: string }>({
  fields,
  submitKey,
  onSubmit,
}: {
  fields: AuthField[];
  submitKey: string;
  onSubmit: (values: T) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, string>>({ mode: 'onTouched' });

  const rulesFor = ({ rules }: AuthField): RegisterOptions => ({
    required: rules.required ? translate('auth.validation.required') : false,
    validate: (value: string) => {
      if (rules.email && !EMAIL.test(value.trim())) return translate('auth.validation.email');
      if (rules.min && value.length < rules.min) return translate('auth.validation.password_min', { min: rules.min });
      if (value.length > rules.max) return translate('auth.validation.max_length', { max: rules.max });
      return true;
    },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values as T);
      reset();
    } catch (err) {
      setServerError(authErrorText(err, translate));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2.5}>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        {fields.map((field) => {
          const error = errors[field.name]?.message as string | undefined;
          const isPassword = field.type === 'password';
          return (
            <TextField
              key={field.name}
              id={`auth-${field.name}`}
              label={translate(`auth.fields.${field.name}`)}
              type={isPassword && showPassword ? 'text' : field.type}
              autoComplete={field.autoComplete}
              required={field.rules.required}
              error={Boolean(error)}
              helperText={error ?? (field.help ? translate('auth.password_help', { min: field.rules.min }) : undefined)}
              fullWidth
              {...register(field.name, rulesFor(field))}
              slotProps={
                isPassword
                  ? {
                      input: {
                        endAdornment: (
                          <InputAdornment position="end">
                            <IconButton
                              onClick={() => setShowPassword((v) => !v)}
                              edge="end"
                              aria-label={translate(showPassword ? 'auth.hide_password' : 'auth.show_password')}
                            >
                              {showPassword ? <VisibilityOff /> : <Visibility />}
                            </IconButton>
                          </InputAdornment>
                        ),
                      },
                    }
                  : undefined
              }
            />
          );
        })}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate(submitKey)}
        </Button>
      </Stack>
    </form>
  );
}
