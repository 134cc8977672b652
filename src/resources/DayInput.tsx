import type { ReactNode } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, itIT } from '@mui/x-date-pickers/locales';
import { enGB } from 'date-fns/locale/en-GB';
import { it } from 'date-fns/locale/it';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useResourceContext, type Validator } from 'react-admin';

const DATE_FNS = { it, en: enGB };
const PICKER_TEXTS = {
  it: itIT.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** What the field holds when the text typed is not a whole, real day: never sent as a date. */
export const INVALID_DAY = 'invalid';

const pad = (n: number) => String(n).padStart(2, '0');
const toDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const fromDay = (value: unknown): Date | null => {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
};

interface Props {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  helperText?: ReactNode | false;
  /** Earliest and latest days the calendar offers (`YYYY-MM-DD`). */
  min?: string;
  max?: string;
  size?: 'small' | 'medium';
  /** A list filter: an unfinished date filters nothing instead of holding INVALID_DAY. */
  filter?: boolean;
  alwaysOn?: boolean;
  fullWidth?: boolean;
}

/**
 * A calendar day (`YYYY-MM-DD`) typed or picked in the portal's language — "gg/mm/aaaa" with an
 * Italian calendar, "dd/mm/yyyy" with an English one — never the browser's own mm/dd/yyyy input
 * (MUI X's DatePicker with the date-fns adapter). A plain text field with its label, so screen
 * readers and autofill treat it as one.
 */
export function DayInput({ source, label, validate, helperText, min, max, size, filter = false, fullWidth }: Props) {
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'it';
  const resource = useResourceContext();
  const { field, fieldState, isRequired, formState, id } = useInput({ source, validate });
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const value = fromDay(field.value);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_FNS[lang]} localeText={PICKER_TEXTS[lang]}>
      <DatePicker
        value={value}
        onChange={(date) => {
          if (!date) field.onChange(filter ? '' : null);
          else field.onChange(Number.isNaN(date.getTime()) ? (filter ? '' : INVALID_DAY) : toDay(date));
        }}
        minDate={fromDay(min) ?? undefined}
        maxDate={fromDay(max) ?? undefined}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{
          textField: {
            id,
            name: field.name,
            onBlur: field.onBlur,
            inputRef: field.ref,
            size: size ?? 'small',
            // react-admin's inputs are dense: the same line as the selects beside it.
            margin: 'dense',
            fullWidth,
            required: isRequired,
            error: showError,
            label: <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />,
            helperText:
              helperText === false && !showError ? undefined : (
                <InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText === false ? undefined : helperText} />
              ),
            // The asterisk is FieldTitle's; the label does not add a second one.
            slotProps: { inputLabel: { required: false } },
          },
          field: { clearable: filter },
        }}
      />
    </LocalizationProvider>
  );
}
