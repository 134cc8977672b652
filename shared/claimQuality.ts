/**
 * The quality view's periods (GET /protected/claims/quality, shared/claims.ts `ClaimQuality`):
 * whole calendar months `YYYY-MM`, from and to inclusive. The server checks a period with these
 * and the page offers, shows and links periods with the same arithmetic, so the list behind a
 * figure covers exactly the days the figure counted.
 */
import type { ClaimKind, ClaimListQuery } from './claims';

/** The longest period asked at once: three years of months fits a chart a person can still read. */
export const CLAIM_QUALITY_MONTHS_MAX = 36;

/** A month written `YYYY-MM`, from 2000 (no registration predates the portal's data by more). */
export const MONTH_PATTERN = '^(20[0-9]{2}|2100)-(0[1-9]|1[0-2])$';

/** Months are counted as year × 12 + month − 1, so a difference of two is a number of months. */
const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;

export const isMonth = (value: unknown): value is string => typeof value === 'string' && new RegExp(MONTH_PATTERN).test(value);
export const addMonths = (month: string, n: number) => monthOf(index(month) + n);
/** How many months from `from` to `to`, both included (0 or less: `to` is before `from`). */
export const monthsIn = (from: string, to: string) => index(to) - index(from) + 1;
/** Every month of the period, oldest first. */
export const monthsOf = (from: string, to: string) => Array.from({ length: Math.max(0, monthsIn(from, to)) }, (_, i) => addMonths(from, i));

/** The first and last calendar day of a month, `YYYY-MM-DD`. */
export const firstDayOf = (month: string) => `${month}-01`;
export function lastDayOf(month: string): string {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  // Day 0 of the next month is the last of this one; UTC so that no time zone moves it.
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** What is wrong with a period, or null: the field to name and why (the server's 400, the page's check). */
export function periodProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (monthsIn(from, to) < 1) return { field: 'from', message: 'is after to' };
  if (monthsIn(from, to) > CLAIM_QUALITY_MONTHS_MAX) return { field: 'to', message: `is more than ${CLAIM_QUALITY_MONTHS_MAX} months after from` };
  return null;
}

/**
 * The claims list's filter behind a figure: the claims opened in the period (Rome days), of a
 * product and/or a kind. The list's URL carries it as react-admin does: `?filter=<JSON>`.
 */
export function qualityListFilter(
  from: string,
  to: string,
  of: { product?: string; kind?: ClaimKind } = {},
): Pick<ClaimListQuery, 'createdFrom' | 'createdTo' | 'product' | 'kind'> {
  return { ...(of.product ? { product: of.product } : {}), ...(of.kind ? { kind: of.kind } : {}), createdFrom: firstDayOf(from), createdTo: lastDayOf(to) };
}
