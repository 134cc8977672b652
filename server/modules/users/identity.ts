import { HttpError } from '../../lib/httpError';
import { normaliseVat, vatProblem } from '../../../shared/vat';
import { PROVINCE_PATTERN_IT } from '../../../shared/guarantees';

const VAT_MESSAGES = {
  check_digit: 'is not a valid partita IVA: its check digit does not match',
  format: 'does not have the format of a VAT number of its country',
  country: 'needs its EU country prefix (e.g. DE123456789), or 11 digits for an Italian partita IVA',
} as const;

const invalid = (field: string, message: string, code: string) =>
  new HttpError(400, `Invalid body: ${field} ${message}`, code, { fields: [{ field, message }] });

/**
 * A dealer's VAT number and province as stored: the VAT number normalised and checked (an Italian
 * one by its check digit), the province of an Italian dealer as its two-letter code.
 */
export function dealerIdentity(input: { vatNumber: string; state: string }): { vatNumber: string; state: string } {
  const problem = vatProblem(input.vatNumber);
  if (problem) throw invalid('vatNumber', VAT_MESSAGES[problem], `vat_${problem}`);
  const vatNumber = normaliseVat(input.vatNumber);
  const italian = /^\d{11}$/.test(vatNumber);
  const state = italian ? input.state.trim().toUpperCase() : input.state.trim();
  if (italian && !new RegExp(PROVINCE_PATTERN_IT).test(state)) {
    throw invalid('state', 'must be the two-letter code of an Italian province (PD, VR…)', 'province_invalid');
  }
  return { vatNumber, state };
}
