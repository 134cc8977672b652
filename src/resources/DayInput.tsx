import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, itIT } from '@mui/x-date-pickers/locales';
import { enGB } from 'date-fns/locale/en-GB';
import { it } from 'date-fns/locale/it';
import { dayOfLocalDate, localDateOfDay } from '../../shared/calendar';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useResourceContext, type Validator } from 'react-admin';

const DATE_FNS = { it, en: enGB };
const PICKER_TEXTS = {
  it: itIT.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** What the field holds when the text typed is not a whole, real day: never sent as a date. */
export const INVALID_DAY = 'invalid';

/** A moment held as the form holds it (an ISO string or a Date), or null. */
const fromMoment = (value: unknown): Date | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || value === '' || value === INVALID_DAY) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The form's value for what the picker holds. While a year is being typed the picker already
 * holds a real date (year 2, 20, 202): a year below 1000 is a date still being typed, not a day.
 */
function formValue(date: Date | null, kind: 'day' | 'moment', filter: boolean): string | null {
  if (!date) return filter ? '' : null;
  if (Number.isNaN(date.getTime()) || date.getFullYear() < 1000) return filter ? '' : INVALID_DAY;
  if (kind === 'day') return dayOfLocalDate(date);
  // The field shows minutes: the seconds of a default ("now") do not outlive a typed time.
  const minute = new Date(date);
  minute.setSeconds(0, 0);
  return minute.toISOString();
}

/** What a person types between a day, a month and a year (2/3/2026, 2.3.2026, 2-3-2026, 2 3 2026). */
const SEPARATORS = new Set(['/', '.', '-', ' ', ':', ',']);

/**
 * The picker's field moves to the next part (day → month → year) by itself only once a part can
 * take no more digits ("20", "3" for a day, "2" for a month). A person writes "2/3/2026": the
 * separator after a part that could still take a digit ends it, as it does on paper; after a
 * part that is already whole it is the one the field shows, and is passed over.
 */
function useSeparatorEndsPart() {
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  /** The part a digit was last typed in, while nothing else was typed since. */
  const typedIn = useRef<number | null>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const field = fieldRef.current;
    if (!field || event.ctrlKey || event.metaKey || event.altKey) return;
    const part = field.getActiveSectionIndex();
    if (/^[0-9]$/.test(event.key)) {
      typedIn.current = part;
      return;
    }
    const unfinished = typedIn.current !== null && typedIn.current === part;
    typedIn.current = null;
    if (!SEPARATORS.has(event.key) || part === null || !unfinished) return;
    if (part + 1 < field.getSections().length) {
      event.preventDefault();
      field.setSelectedSections(part + 1);
    }
  };
  return { fieldRef, onKeyDown };
}

/** Refuses what the picker could not read as a whole date (never sent to the server). */
const wholeDate =
  (kind: 'day' | 'moment'): Validator =>
  (value) =>
    value === INVALID_DAY ? (kind === 'day' ? 'resources.garanzie.validation.date_invalid' : 'inputs.date_invalid') : undefined;

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
  /** A button that empties the field (filters have it). */
  clearable?: boolean;
  alwaysOn?: boolean;
  fullWidth?: boolean;
}

/**
 * A date, or a date and time, typed or picked in the portal's language — "gg/mm/aaaa hh:mm" with
 * an Italian calendar, "dd/mm/yyyy hh:mm" with an English one — never the browser's own input
 * (MUI X's pickers with the date-fns adapter). A plain text field with its label, so screen
 * readers and autofill treat it as one.
 *
 * The picker keeps the date it gave while it is being typed: the form's value (a string) is
 * derived from it, never read back into it, as reading back "20/11/0002" (the year's first key)
 * would wipe the day and month the person has just typed.
 */
function PickerInput({ kind, source, label, validate, helperText, min, max, size, filter = false, clearable = filter, fullWidth }: Props & { kind: 'day' | 'moment' }) {
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'it';
  const resource = useResourceContext();
  const rules = filter ? validate : [wholeDate(kind), ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, isRequired, formState, id } = useInput({ source, validate: rules });
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  // What the picker last gave, while the form still holds what it was turned into.
  const [picked, setPicked] = useState<{ date: Date | null; value: string | null } | null>(null);
  const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');
  const value = picked && same(picked.value, field.value) ? picked.date : kind === 'day' ? localDateOfDay(field.value) : fromMoment(field.value);
  const Picker = kind === 'day' ? DatePicker : DateTimePicker;
  const separators = useSeparatorEndsPart();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_FNS[lang]} localeText={PICKER_TEXTS[lang]}>
      <Picker
        value={value}
        onChange={(date: Date | null) => {
          const next = formValue(date, kind, filter);
          setPicked({ date, value: next });
          field.onChange(next);
        }}
        minDate={localDateOfDay(min) ?? undefined}
        maxDate={localDateOfDay(max) ?? undefined}
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
          // The field's own props (its types name only those every field shares).
          field: { clearable, ...({ unstableFieldRef: separators.fieldRef, onKeyDown: separators.onKeyDown } as object) },
        }}
      />
    </LocalizationProvider>
  );
}

/** A calendar day (`YYYY-MM-DD`). */
export const DayInput = (props: Props) => <PickerInput kind="day" {...props} />;

/** A moment, day and time (an ISO string in the form), in the portal's language and 24-hour clock. */
export const MomentInput = (props: Omit<Props, 'filter' | 'min' | 'max'>) => <PickerInput kind="moment" {...props} />;
