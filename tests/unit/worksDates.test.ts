import { describe, expect, it } from 'vitest';
import { worksEnd, worksStart } from '../../src/resources/guarantees/validation';
import { WORKS_END_MAX_YEARS, WORKS_START_MIN } from '../../shared/guaranteeUnits';

// The form's checks of the Ecobonus works' dates, the same as the server's (server/modules/guarantees/units.ts
// checkWorks): the works start once limits exist, the windows go in during them, and they end within
// WORKS_END_MAX_YEARS of the installation (the portal's bound on a year typed wrong, not a law's).

const values = (worksStartDay: string) => ({ installationDate: '2026-11-16', ecobonus: { worksStart: worksStartDay } });
const message = (result: unknown) => (typeof result === 'object' && result ? (result as { message: string }).message : result);

describe('the works dates in the registration form', () => {
  it('end on or after the installation and within the years allowed after it', () => {
    expect(worksEnd('2026-11-16', values('2026-10-01'), {})).toBeUndefined();
    expect(worksEnd(`${2026 + WORKS_END_MAX_YEARS}-11-16`, values('2026-10-01'), {})).toBeUndefined();
    expect(message(worksEnd(`${2026 + WORKS_END_MAX_YEARS}-11-17`, values('2026-10-01'), {}))).toBe('resources.garanzie.validation.works_end_too_late');
    expect(worksEnd('9999-12-31', values('2026-10-01'), {})).toEqual({ message: 'resources.garanzie.validation.works_end_too_late', args: { years: WORKS_END_MAX_YEARS } });
    expect(worksEnd('2026-11-15', values('2026-10-01'), {})).toBe('resources.garanzie.validation.works_end_before_installation');
    expect(worksEnd('2026-09-30', values('2026-10-01'), {})).toBe('resources.garanzie.validation.works_end_before_start');
  });

  it('start when limits exist and by the installation date', () => {
    expect(worksStart(WORKS_START_MIN, values(WORKS_START_MIN), {})).toBeUndefined();
    expect(worksStart('2009-12-31', values('2009-12-31'), {})).toBe('resources.garanzie.validation.works_start_too_old');
    expect(worksStart('2026-11-17', values('2026-11-17'), {})).toBe('resources.garanzie.validation.works_start_after_installation');
  });
});
