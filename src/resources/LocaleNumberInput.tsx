import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import TextField from '@mui/material/TextField';
import { FieldTitle, InputHelperText, useInput, useLocaleState, type CommonInputProps, type Validator } from 'react-admin';
import { formatNumber, parseNumber } from '../i18n/numbers';

/** Refuses text that is not a number in the portal's language (the form holds that text, never sent). */
const readable: Validator = (value) => (typeof value === 'string' && value.trim() !== '' ? 'inputs.number' : undefined);

interface Props extends Pick<CommonInputProps, 'source' | 'label' | 'helperText' | 'defaultValue' | 'readOnly' | 'fullWidth' | 'resource'> {
  validate?: Validator | Validator[];
  /** A whole step (1, 10) for whole numbers: a numeric keypad on phones; else a keypad with the decimal separator. */
  step?: number;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Kept for the NumberInput it replaces: the range is checked by `validate`, with its message. */
  min?: number;
  max?: number;
  /** Small, as react-admin's inputs; medium beside an input that is. */
  size?: 'small' | 'medium';
}

/**
 * react-admin's NumberInput for a person who writes numbers as their language does: "5,7" in
 * Italian, "5.7" in English. The browser's number input reads "5,7" by the browser's own language
 * and turned it into 57; this is a text field showing exactly what is typed, whose number (or, for
 * text that is not one, the text itself, refused by its own check) goes into the form.
 */
export function LocaleNumberInput({ source, label, helperText, defaultValue = null, readOnly, fullWidth, resource, validate, step, onChange, size = 'small' }: Props) {
  const [locale] = useLocaleState();
  const rules = [readable, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, isRequired, id } = useInput({ source, resource, defaultValue, validate: rules, readOnly });
  const show = (value: unknown) => (typeof value === 'number' ? formatNumber(value, locale, { grouping: false }) : value == null ? '' : String(value));
  const [text, setText] = useState(() => show(field.value));
  const focused = useRef(false);
  // The record or another input changed the value, or the language changed: show it anew.
  useEffect(() => {
    if (!focused.current) setText(show(field.value));
  }, [field.value, locale]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    setText(event.target.value);
    const number = parseNumber(event.target.value, locale);
    field.onChange(number === undefined ? event.target.value : number);
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    focused.current = false;
    field.onBlur();
    // "1250,50" stays as typed; only a text that does not read as the number held is written anew.
    if (typeof field.value === 'number' && parseNumber(text, locale) !== field.value) setText(show(field.value));
    void event;
  };
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={handleChange}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={handleBlur}
      className={`ra-input ra-input-${source}`}
      size={size}
      fullWidth={fullWidth}
      error={fieldState.invalid}
      disabled={readOnly}
      label={label === false || label === '' ? null : <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      helperText={helperText !== false || fieldState.invalid ? <InputHelperText error={error} helperText={helperText} /> : null}
      slotProps={{ htmlInput: { inputMode: step !== undefined && Number.isInteger(step) ? 'numeric' : 'decimal', readOnly, autoComplete: 'off' } }}
    />
  );
}
