import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DEALER_EDIT_DAYS, today } from '../../shared/guarantees';
import { windowUw } from '../../shared/thermal';
import { framedPerformanceOf } from '../../shared/catalogue/performance';
import { warrantyBody } from './guarantee-helpers';
import { Client, startServer, type TestServer } from './harness';
import { signInAll, type Role } from './documents-helpers';
import { pdfText as pdfPagesText } from '../pdfText';

// Issue 24, "a registration's windows cannot be corrected after it is saved": PUT
// /protected/guarantee/{id} corrects a registration by the rules of a new one (its dealer and
// code stay); admins at any time, its dealer for DEALER_EDIT_DAYS; an edit names the version it
// was made on, so two never silently overwrite each other; the certificate, the declaration, the
// audit log, the list and the search follow it.

let server: TestServer;
let as: Record<Role, Client>;
beforeAll(async () => {
  server = await startServer({}, 'guarantee-edit');
  as = await signInAll(server);
});
afterAll(() => server.close());

const TODAY = today(new Date(), 'utc');
const WORKS = { climateZone: 'E', worksKind: 'incentive', worksStart: addDays(TODAY, -40), worksEnd: addDays(TODAY, -5) };
const WINDOW = { width: 1230, height: 1480, sashes: 2, glazing: '4/16/4-ar-1.0-we', quantity: 2, oldUw: 2.8, cost: 890 };
const icon = framedPerformanceOf('pvc', 'finestre', 'icon')!;
const uwOf = (w: { width: number; height: number; sashes: number; glazing: string }) =>
  windowUw(icon.frame, icon.glazings.find((g) => g.id === w.glazing)!, { width: w.width, height: w.height, sashes: w.sashes }).uw;

const registration = (extra: Record<string, unknown> = {}) => warrantyBody({ customerName: 'Famiglia Rettifica', quantity: 2, units: [WINDOW], ecobonus: WORKS, ...extra });
const create = async (c: Client, extra: Record<string, unknown> = {}) => {
  const res = await c.post('/protected/guarantee/create', registration(extra));
  expect(res.status).toBe(201);
  return res.body;
};
const put = (c: Client, id: number, body: unknown) => c.request('PUT', `/protected/guarantee/${id}`, { bearer: c.token, body });
/** The body of an edit: what a registration was created with, changed by `extra`, at `version`. */
const edit = (version: string, extra: Record<string, unknown> = {}) => ({ ...registration(extra), version });
const pdfText = async (c: Client, url: string) => {
  const res = await fetch(server.url + url, { headers: { authorization: `Bearer ${c.token}` } });
  expect(res.status).toBe(200);
  return (await pdfPagesText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');
};
/** Makes a registration look `days` old. */
const age = (id: number, days: number) =>
  server.app.db.updateTable('guarantees').set({ createdAt: Date.now() - days * 86_400_000 }).where('id', '=', id).execute();

describe('a dealer corrects a window of their registration', () => {
  it('gets the windows back with the Uw computed again, and the certificate and declaration show the correction', async () => {
    const made = await create(as.dealerA, { customerName: 'Famiglia Correzione' });
    expect(made.version).toMatch(/^[0-9a-f]{20}$/);
    const corrected = { ...WINDOW, width: 900, height: 1300, sashes: 1 };
    expect(uwOf(corrected)).not.toBe(uwOf(WINDOW));

    const res = await put(as.dealerA, made.id, edit(made.version, { customerName: 'Famiglia Correzione', units: [corrected], notes: 'Misure corrette' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: made.id, code: made.code, dealerId: made.dealerId, notes: 'Misure corrette', quantity: 2 });
    expect(res.body.units).toHaveLength(1);
    expect(res.body.units[0]).toMatchObject({ width: 900, height: 1300, sashes: 1, uw: uwOf(corrected), oldUw: 2.8, cost: 890 });
    expect(res.body.version).not.toBe(made.version);
    expect(res.body.createdAt).toBe(made.createdAt);
    expect((await as.dealerA.get(`/protected/guarantee/${made.id}`)).body).toEqual(res.body);

    // Printed from the registration on request: the new size and Uw, not the old.
    const uw = (v: number) => v.toFixed(2).replace('.', ',');
    // The old size gone from the windows; the declared Uw's reference size (EN 14351-1) stays named.
    const windowsOf = (text: string) => text.replaceAll('dimensione di riferimento 1230 × 1480 mm', '');
    const certificate = await pdfText(as.dealerA, `/protected/guarantee/${made.id}/certificate.pdf`);
    expect(certificate).toContain(made.code);
    expect(certificate).toContain('900 × 1300');
    expect(certificate).toContain(uw(uwOf(corrected)));
    expect(windowsOf(certificate)).not.toContain('1230 × 1480');
    const declaration = await pdfText(as.dealerA, `/protected/guarantee/${made.id}/declaration.pdf`);
    expect(declaration).toContain('900 × 1300');
    expect(declaration).toContain(uw(uwOf(corrected)));
    expect(windowsOf(declaration)).not.toContain('1230 × 1480');
  });

  it('may change the customer, the installation date and the Ecobonus data; the list and the search follow at once', async () => {
    const made = await create(as.dealerA);
    // Read once: the list is kept in memory until the registrations change.
    expect((await as.dealerA.get('/protected/guarantees/list?q=Zanzottera')).body.total).toBe(0);
    const installationDate = addDays(TODAY, -20);
    const res = await put(
      as.dealerA,
      made.id,
      edit(made.version, {
        customerName: 'Famiglia Zanzottera',
        installationDate,
        warrantyYears: 12,
        ecobonus: { ...WORKS, climateZone: 'F', worksKind: 'renovation' },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ customerName: 'Famiglia Zanzottera', installationDate, warrantyYears: 12, expiresOn: `${Number(installationDate.slice(0, 4)) + 12}${installationDate.slice(4)}` });
    expect(res.body.ecobonus).toMatchObject({ climateZone: 'F', worksKind: 'renovation' });
    const found = (await as.dealerA.get('/protected/guarantees/list?q=Zanzottera')).body;
    expect(found.data.map((g: { id: number }) => g.id)).toEqual([made.id]);

    // Without the Ecobonus data (and the windows' figures that only serve it): they are removed.
    const plain = await put(as.dealerA, made.id, edit(res.body.version, { ecobonus: null, units: [{ ...WINDOW, oldUw: undefined, cost: undefined }] }));
    expect(plain.status).toBe(200);
    expect(plain.body.ecobonus).toBeNull();
    expect(plain.body.units[0]).toMatchObject({ oldUw: null, cost: null, check: null });
    expect((await as.dealerA.get(`/protected/guarantee/${made.id}/declaration.pdf`)).status).toBe(409);
  });
});

describe('who may correct a registration, and until when', () => {
  it(`its dealer for ${DEALER_EDIT_DAYS} days from its registration, then 403 guarantee_edit_closed and nothing changes; an admin at any time`, async () => {
    const made = await create(as.dealerA);
    await age(made.id, DEALER_EDIT_DAYS - 1);
    const fresh = (await as.dealerA.get(`/protected/guarantee/${made.id}`)).body;
    const inTime = await put(as.dealerA, made.id, edit(fresh.version, { notes: 'Entro il termine' }));
    expect(inTime.status).toBe(200);

    await age(made.id, DEALER_EDIT_DAYS + 1);
    const late = await put(as.dealerA, made.id, edit(inTime.body.version, { notes: 'Fuori termine' }));
    expect(late.status).toBe(403);
    expect(late.body).toMatchObject({ code: 'guarantee_edit_closed' });
    expect(late.body.message).toMatch(/30 days/);
    expect((await as.dealerA.get(`/protected/guarantee/${made.id}`)).body.notes).toBe('Entro il termine');

    // (Aged by hand, it reads anew: the version covers when it was registered.)
    const aged = (await as.admin.get(`/protected/guarantee/${made.id}`)).body;
    const byAdmin = await put(as.admin, made.id, edit(aged.version, { notes: 'Corretta dal produttore' }));
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ notes: 'Corretta dal produttore', dealerId: made.dealerId });
  });

  it('another dealer gets 404, as for reading it; an anonymous caller 401', async () => {
    const made = await create(as.dealerA);
    const other = await put(as.dealerB, made.id, edit(made.version, { notes: 'Di un altro' }));
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('guarantee_not_found');
    expect((await put(as.anonymous, made.id, edit(made.version))).status).toBe(401);
    expect((await put(as.admin, 999_999, edit(made.version))).status).toBe(404);
    expect((await as.admin.get(`/protected/guarantee/${made.id}`)).body.version).toBe(made.version);
  });
});

describe('two corrections of the same registration', () => {
  it('the second, made on what the first changed, is refused with 409 guarantee_changed and the current version; nothing is overwritten', async () => {
    const made = await create(as.dealerA);
    const [a, b] = await Promise.all([
      put(as.dealerA, made.id, edit(made.version, { notes: 'Prima correzione' })),
      put(as.admin, made.id, edit(made.version, { notes: 'Seconda correzione' })),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(lost.body).toMatchObject({ code: 'guarantee_changed', version: won.body.version });
    const now = (await as.admin.get(`/protected/guarantee/${made.id}`)).body;
    expect(now.notes).toBe(won.body.notes);
    expect(now.version).toBe(won.body.version);
    // Made again on what it says now, it goes through.
    expect((await put(as.admin, made.id, edit(now.version, { notes: 'Rifatta' }))).status).toBe(200);
  });
});

describe('an edit is checked by the rules of a registration', () => {
  let made: { id: number; version: string };
  beforeAll(async () => {
    made = await create(as.dealerA);
  });
  it.each([
    ['the dealer', { dealerId: 1 }, 'dealerId'],
    ['the code', { code: 'GAR-2020-000001' }, 'code'],
    ['a size out of range', { units: [{ ...WINDOW, width: 200 }] }, 'units.0.width'],
    ['a glazing the product is not sold with', { units: [{ ...WINDOW, glazing: '4/12/4/12/4-ar-we' }] }, 'units.0.glazing'],
    ['a quantity that is not the windows listed', { quantity: 5 }, 'quantity'],
    ['an installation date in the future', { installationDate: addDays(TODAY, 3) }, 'installationDate'],
    ['works that end before they start', { ecobonus: { ...WORKS, worksEnd: addDays(TODAY, -50) } }, 'ecobonus.worksEnd'],
    ['a size as text', { units: [{ ...WINDOW, width: '1230' }] }, 'units.0.width'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_what, extra, field) => {
    const res = await put(as.dealerA, made.id, edit(made.version, extra));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.fields ?? res.body.message)).toContain(field);
    expect((await as.dealerA.get(`/protected/guarantee/${made.id}`)).body.version).toBe(made.version);
  });
  it('refuses an edit without its version, or with one that is not a version', async () => {
    const { version: _v, ...body } = edit(made.version);
    for (const bad of [body, { ...body, version: '' }, { ...body, version: 'GAR!' }, { ...body, version: 12 }]) {
      const res = await put(as.dealerA, made.id, bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/version/);
    }
  });
});

describe('the audit log follows the edit', () => {
  it('records who corrected what, the windows and fields before and after; a refused edit records nothing', async () => {
    const made = await create(as.dealerA);
    const corrected = { ...WINDOW, width: 1000 };
    const res = await put(as.dealerA, made.id, edit(made.version, { units: [corrected], installationDate: addDays(TODAY, -12) }));
    expect(res.status).toBe(200);
    await put(as.dealerA, made.id, edit(made.version, { notes: 'Stale' })); // 409: no entry
    const entries = (await as.admin.get(`/protected/audit/list?recordType=guarantee&recordId=${made.id}&action=guarantee.update`)).body.data;
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ action: 'guarantee.update', actor: { email: 'rossi@demo.test' }, record: { type: 'guarantee', id: made.id, label: made.code } });
    const change = (field: string) => entry.changes.find((c: { field: string }) => c.field === field);
    expect(change('installationDate')).toEqual({ field: 'installationDate', before: made.installationDate, after: addDays(TODAY, -12) });
    expect(change('units').before[0]).toMatchObject({ position: 1, width: 1230, height: 1480, uw: uwOf(WINDOW), glazing: WINDOW.glazing });
    expect(change('units').after[0]).toMatchObject({ position: 1, width: 1000, height: 1480, uw: uwOf(corrected), oldUw: 2.8, cost: 890 });
    // Unchanged fields and the customer's contact details are not in it.
    expect(entry.changes.map((c: { field: string }) => c.field).sort()).toEqual(['expiresOn', 'installationDate', 'units']);
  });
});
