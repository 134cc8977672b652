import type { Validator } from 'react-admin';
import { INVALID_DAY } from '../DayInput';
import {
  addYears,
  INSTALLATION_MAX_AGE_YEARS,
  isIsoDate,
  ITALIAN_RULES,
  PHONE_PATTERN,
  PROVINCE_PATTERN_IT,
  today,
  ZIP_PATTERN,
  ZIP_PATTERN_IT,
} from '../../../shared/guarantees';
import { OLD_UW_MAX, OLD_UW_MIN, UNIT_COST_MAX, WORKS_END_MAX_YEARS, WORKS_START_MIN } from '../../../shared/guaranteeUnits';

/** The form's own checks, the same rules the server applies (shared/guarantees.ts), as i18n keys. */
const key = (name: string) => `resources.garanzie.validation.${name}`;
const blank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');
const italian = (values: any) => ITALIAN_RULES.includes(values?.country ?? 'IT');

/** The e-mail or the phone: one of the two is needed. */
export const contactRequired: Validator = (_value, values) => (blank(values?.customerEmail) && blank(values?.customerPhone) ? key('contact_required') : undefined);

/** Whole numbers only (a number input also takes 2.5). */
export const integer: Validator = (value) => (value == null || Number.isInteger(value) ? undefined : 'ra.validation.number');

export const phone: Validator = (value) => (blank(value) || new RegExp(PHONE_PATTERN).test(String(value).trim()) ? undefined : key('phone'));

export const zipCode: Validator = (value, values) => {
  if (blank(value)) return undefined;
  const text = String(value).trim();
  if (italian(values)) return new RegExp(ZIP_PATTERN_IT).test(text) ? undefined : key('zip_it');
  return new RegExp(ZIP_PATTERN).test(text) ? undefined : key('zip');
};

/** In Italy the province is required, as its two-letter code. */
export const province: Validator = (value, values) => {
  if (!italian(values)) return undefined;
  return new RegExp(PROVINCE_PATTERN_IT).test(String(value ?? '').trim().toUpperCase()) ? undefined : key('province_it');
};

/** The oldest installation date the server accepts, from the user's today. */
export const oldestInstallation = (day = today()) => addYears(day, -INSTALLATION_MAX_AGE_YEARS);

/** A date typed but not whole or not real (31/02): DayInput holds INVALID_DAY for it. */
export const validDay: Validator = (value) => (value === INVALID_DAY ? key('date_invalid') : undefined);

export const installationDate = (formatDay: (iso: string) => string): Validator => (value) => {
  if (blank(value) || value === INVALID_DAY) return undefined;
  const day = today();
  if (String(value) > day) return key('future');
  const oldest = oldestInstallation(day);
  if (String(value) < oldest) return { message: key('too_old'), args: { date: formatDay(oldest) } };
  return undefined;
};

/** At most two decimals (Uw, euros), as the server counts them. */
export const cents: Validator = (value) =>
  value == null || value === '' || Math.abs(Number(value) * 100 - Math.round(Number(value) * 100)) < 1e-6 ? undefined : key('decimals');

export const oldUwRange: Validator = (value) =>
  value == null || value === '' || (Number(value) >= OLD_UW_MIN && Number(value) <= OLD_UW_MAX) ? undefined : { message: key('old_uw_range'), args: { min: OLD_UW_MIN, max: OLD_UW_MAX } };

export const costRange: Validator = (value) =>
  value == null || value === '' || (Number(value) > 0 && Number(value) <= UNIT_COST_MAX) ? undefined : { message: key('cost_range'), args: { max: UNIT_COST_MAX } };

const day = (value: unknown) => (isIsoDate(value) ? value : null);

/** The works: started when limits existed, the windows installed during them, ended after they started. */
export const worksStart: Validator = (value, values) => {
  const start = day(value);
  if (!start) return undefined;
  if (start < WORKS_START_MIN) return key('works_start_too_old');
  const installed = day(values?.installationDate);
  return installed && start > installed ? key('works_start_after_installation') : undefined;
};

export const worksEnd: Validator = (value, values) => {
  const end = day(value);
  if (!end) return undefined;
  const start = day(values?.ecobonus?.worksStart);
  if (start && end < start) return key('works_end_before_start');
  const installed = day(values?.installationDate);
  if (!installed) return undefined;
  if (end < installed) return key('works_end_before_installation');
  return end > addYears(installed, WORKS_END_MAX_YEARS) ? { message: key('works_end_too_late'), args: { years: WORKS_END_MAX_YEARS } } : undefined;
};
