import { describe, expect, it } from 'vitest';
import { CATALOGUE, WARRANTY_YEARS, warrantyYearsOf } from '../../shared/catalogue/definition';
import { warrantyCreatePath } from '../../shared/paths';
import { guaranteeBody, guaranteeFormValues, guaranteeListUrl } from '../../src/providers/guaranteesQuery';
import { addDays, addYears, dealerEditableUntil, DEALER_EDIT_DAYS, formatCode, guaranteeStatus, isIsoDate, today, type Guarantee } from '../../shared/guarantees';

describe('calendar days', () => {
  it('adds years to a day, a 29 February landing on the 28th in a common year', () => {
    expect(addYears('2026-11-21', 10)).toBe('2036-11-21');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2026-01-31', -30)).toBe('1996-01-31');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-11-21', 90)).toBe('2027-02-19');
  });

  it('knows a real YYYY-MM-DD day from anything else', () => {
    expect(['2026-11-21', '2024-02-29'].every(isIsoDate)).toBe(true);
    expect(['2025-02-29', '2026-13-01', '2026-1-5', '21/11/2026', '2026-11-21T00:00:00Z', '', null, 20261121].some(isIsoDate)).toBe(false);
  });

  it('gives today in UTC or in the local zone', () => {
    const now = new Date('2026-11-21T23:30:00Z');
    expect(today(now, 'utc')).toBe('2026-11-21');
    expect(today(now)).toMatch(/^2026-11-2[12]$/);
  });

  it('tells active, expiring (last 90 days, the last day included) and expired', () => {
    expect(guaranteeStatus('2036-11-21', '2026-11-21')).toBe('active');
    expect(guaranteeStatus('2027-02-19', '2026-11-21')).toBe('expiring');
    expect(guaranteeStatus('2027-02-20', '2026-11-21')).toBe('active');
    expect(guaranteeStatus('2026-11-21', '2026-11-21')).toBe('expiring');
    expect(guaranteeStatus('2026-11-20', '2026-11-21')).toBe('expired');
  });

  it('writes codes as GAR-<year>-<6 digits>', () => {
    expect(formatCode(2026, 123)).toBe('GAR-2026-000123');
    expect(formatCode(2026, 1_234_567)).toBe('GAR-2026-1234567');
  });
});

describe('standard warranty years', () => {
  it('come from the kind of product: every category has them, shutters and boxes 5, the rest 10', () => {
    for (const m of CATALOGUE) for (const c of m.categories) expect(warrantyYearsOf(c), `${m.slug}/${c.slug}`).toBe(WARRANTY_YEARS[c.kind]);
    expect(warrantyYearsOf({ kind: 'shutter' })).toBe(5);
    expect(warrantyYearsOf({ kind: 'shutter-box' })).toBe(5);
    expect(warrantyYearsOf({ kind: 'window' })).toBe(10);
  });
});

describe('guarantees API mapping', () => {
  it('builds the list query: paging, sort (with aliases), filters; leaves out what is empty', () => {
    const url = guaranteeListUrl({
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'dealer.displayName', order: 'ASC' },
      filter: { q: '  Rossi  ', material: 'pvc', productCategory: '', status: 'expired', installedFrom: '2025-01-01', dealerId: 7, other: 'x' },
    });
    const [path, qs] = url.split('?');
    expect(path).toBe('/protected/guarantees/list');
    expect(Object.fromEntries(new URLSearchParams(qs))).toEqual({
      page: '2',
      perPage: '25',
      sort: 'dealer',
      order: 'ASC',
      q: 'Rossi',
      material: 'pvc',
      status: 'expired',
      installedFrom: '2025-01-01',
      dealerId: '7',
    });
    expect(guaranteeListUrl({ sort: { field: 'passwordHash', order: 'ASC' } })).toBe('/protected/guarantees/list');
  });

  it("sends the form's fields only, trimmed, without empty ones", () => {
    expect(
      guaranteeBody({ customerName: ' Anna ', customerEmail: '', customerPhone: null, quantity: 2, warrantyYears: 10, id: 4, code: 'x', dealerId: null, country: 'IT' }),
    ).toEqual({ customerName: 'Anna', quantity: 2, warrantyYears: 10, country: 'IT' });
  });

  it('sends the windows, and their Ecobonus figures and the works only with the Ecobonus switched on', () => {
    const units = [
      { width: 1230, height: 1480, sashes: 2, glazing: 'g', quantity: 3, oldUw: 2.8, cost: 900, withShutters: true },
      { width: 600, height: 600, sashes: 0, glazing: 'g', oldUw: null, cost: Number.NaN },
    ];
    const ecobonus = { climateZone: 'E', worksKind: 'incentive', worksStart: '2026-01-10', worksEnd: '2026-02-10', town: 'x' };
    expect(guaranteeBody({ quantity: 4, units, ecobonus, ecobonusEnabled: false, customerLocale: 'en' })).toEqual({
      quantity: 4,
      customerLocale: 'en',
      units: [
        { width: 1230, height: 1480, sashes: 2, glazing: 'g', quantity: 3 },
        { width: 600, height: 600, sashes: 0, glazing: 'g' },
      ],
    });
    expect(guaranteeBody({ quantity: 4, units, ecobonus, ecobonusEnabled: true })).toEqual({
      quantity: 4,
      units: [units[0], { width: 600, height: 600, sashes: 0, glazing: 'g' }],
      ecobonus: { climateZone: 'E', worksKind: 'incentive', worksStart: '2026-01-10', worksEnd: '2026-02-10' },
    });
    expect(guaranteeBody({ quantity: 4, units: [] })).toEqual({ quantity: 4 });
  });

  it('opens a stored registration in the form as what was chosen, and sends it back as it stands (a correction)', () => {
    const unit = { position: 1, width: 1230, height: 1480, sashes: 2, quantity: 3, uf: 1.2, ag: 1, af: 0.8, lg: 5, uw: 1.19, oldUw: 2.8, cost: 890, withShutters: true, check: null };
    const record = {
      id: 7, code: 'GAR-2026-000007', dealerId: 2, customerName: 'Anna', customerEmail: null, customerPhone: '049 123456', country: 'IT', quantity: 3, version: 'abc',
      units: [{ ...unit, glazing: { id: '4/16/4-ar-we', label: { it: 'Vetro', en: 'Glass' }, ug: 1.1, psi: 0.04 } }],
      ecobonus: { climateZone: 'E', worksKind: 'incentive', worksStart: '2026-01-10', worksEnd: '2026-02-10', eneaDeadline: '2026-05-11', limitRow: null, limit: 1.3, passes: true },
    } as unknown as Guarantee;
    const values = guaranteeFormValues(record);
    expect(values).toMatchObject({ ecobonusEnabled: true, version: 'abc', ecobonus: { climateZone: 'E', worksKind: 'incentive', worksStart: '2026-01-10', worksEnd: '2026-02-10' } });
    expect(guaranteeBody(values)).toEqual({
      dealerId: 2, customerName: 'Anna', customerPhone: '049 123456', country: 'IT', quantity: 3,
      units: [{ width: 1230, height: 1480, sashes: 2, glazing: '4/16/4-ar-we', quantity: 3, oldUw: 2.8, cost: 890, withShutters: true }],
      ecobonus: { climateZone: 'E', worksKind: 'incentive', worksStart: '2026-01-10', worksEnd: '2026-02-10' },
    });
    expect(guaranteeFormValues({ ...record, ecobonus: null })).toMatchObject({ ecobonusEnabled: false, ecobonus: undefined });
  });

  it(`gives the owning dealer ${DEALER_EDIT_DAYS} days from the registration to correct it`, () => {
    expect(DEALER_EDIT_DAYS).toBe(30);
    expect(dealerEditableUntil('2026-11-20T10:00:00.000Z')).toBe('2026-12-20T10:00:00.000Z');
  });

  it('opens the registration form with a product chosen', () => {
    const url = new URL(warrantyCreatePath('pvc', 'finestre', 'icon'), 'http://x');
    expect(url.pathname).toBe('/dashboard/garanzie/create');
    expect(JSON.parse(url.searchParams.get('source')!)).toEqual({ material: 'pvc', productCategory: 'finestre', product: 'icon' });
  });
});
