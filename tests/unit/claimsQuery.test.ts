import { describe, expect, it } from 'vitest';
import { claimBody, claimListUrl } from '../../src/providers/claimsQuery';

// The browser's mapping of the claims list and form onto the API (shared/claims.ts): what the
// triage list's filters send, and what the create form's values become.

describe('claims API mapping', () => {
  it('builds the list query: paging, a known sort, the filters that have a value; overdue only when on', () => {
    const url = claimListUrl({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'dueAt', order: 'ASC' },
      filter: { q: ' vetro ', status: 'open', kind: 'product', product: 'pvc/finestre/icon', assignee: 'me', olderThanDays: 7, overdue: true, dealerId: '', createdFrom: '2026-01-01', other: 'x' },
    });
    const [path, qs] = url.split('?');
    expect(path).toBe('/protected/claims/list');
    expect(Object.fromEntries(new URLSearchParams(qs))).toEqual({
      page: '1',
      perPage: '25',
      sort: 'dueAt',
      order: 'ASC',
      q: 'vetro',
      status: 'open',
      kind: 'product',
      product: 'pvc/finestre/icon',
      assignee: 'me',
      olderThanDays: '7',
      overdue: 'true',
      createdFrom: '2026-01-01',
    });
    // "Overdue only" switched off means any claim, not only the ones on time.
    expect(claimListUrl({ filter: { overdue: false } })).toBe('/protected/claims/list');
    expect(claimListUrl({ sort: { field: 'dealer.displayName', order: 'ASC' } })).toBe('/protected/claims/list');
  });

  it('sends the form: lines once and in order, the description trimmed, paidService only for a day after the warranty', () => {
    const values = { guaranteeId: 12, units: [3, 1, 3], kind: 'product', noticedOn: '2026-11-20', description: '  Vetro appannato  ', files: [5, 6], expiresOn: '2036-11-01', paidService: true };
    expect(claimBody(values)).toEqual({ guaranteeId: 12, units: [1, 3], kind: 'product', noticedOn: '2026-11-20', description: 'Vetro appannato', files: [5, 6] });
    expect(claimBody({ ...values, expiresOn: '2026-11-19' })).toMatchObject({ paidService: true });
    expect(claimBody({ ...values, expiresOn: '2026-11-19', paidService: false })).not.toHaveProperty('paidService');
  });
});
