import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addYears, todayInRome } from '../../shared/calendar';
import { CLAIM_STATUSES, CLAIM_TRANSITIONS, type ClaimStatus } from '../../shared/claims';
import { dueAfterWorkingDays } from '../../shared/workingDays';
import { Client, startServer, type TestServer } from './harness';
import { DEALER_IDENTITY, freshEmail, userId } from './helpers';
import { signInAll, type Role } from './documents-helpers';
import { EventStream } from './events-helpers';
import { mailOverrides, startSmtp, type TestSmtp } from './mail-helpers';
import { claimBody, move, openClaim, registration, uploadedFile } from './claim-helpers';
import { seenByServer } from './claim-rows';

// After-sales claims (issue 26): opening one, who sees what, the conversation, every move the
// rules allow and refuse, two admins at once, files attached once, due dates, e-mails on a real
// SMTP server, live events and audit entries.
let server: TestServer;
let smtp: TestSmtp;
let as: Record<Role, Client>;
let admin2: Client;
const ids = { dealerA: 0, dealerB: 0, admin: 0, admin2: 0 };
let ofA: { id: number; code: string; installationDate: string; expiresOn: string };
let ofB: { id: number; code: string };

const CODE = /^RCL-\d{4}-\d{6}$/;
const get = (c: Client, id: number) => c.get(`/protected/claim/${id}`);
const list = (c: Client, query = '') => c.get(`/protected/claims/list?${query}`);
const count = async (table: 'claims' | 'claimMessages' | 'claimFiles' | 'auditEntries') =>
  Number((await server.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({}, 'claims', mailOverrides(smtp));
  as = await signInAll(server);
  ids.dealerA = await userId(server, 'rossi@demo.test');
  ids.dealerB = await userId(server, 'bianchi@demo.test');
  ids.admin = await userId(server, 'admin@demo.test');
  // A second admin, for assignment and two admins deciding at once.
  const email = freshEmail('admin2');
  admin2 = new Client(server.url);
  await admin2.request('POST', '/api/auth/register', { body: { email, password: 'a long enough password', firstName: 'Seconda', lastName: 'Admin', ...DEALER_IDENTITY } });
  ids.admin2 = await userId(server, email);
  expect((await as.admin.request('PUT', `/api/users/${ids.admin2}`, { bearer: as.admin.token, body: { status: 'active', role: 'admin' } })).status).toBe(200);
  expect((await admin2.login(email, 'a long enough password')).status).toBe(200);
  ofA = await registration(as.dealerA);
  ofB = await registration(as.dealerB);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('opening a claim', () => {
  it('answers the claim with its code, the registration’s product and dealer, a due date and the description as its first message', async () => {
    const before = Date.now();
    const photo = await uploadedFile(server, as.dealerA, ids.dealerA);
    const pdf = await uploadedFile(server, as.dealerA, ids.dealerA, 'pdf');
    const res = await as.dealerA.post('/protected/claim/create', claimBody(ofA.id, { units: [2, 1], kind: 'transport', files: [photo, pdf] }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const c = res.body;
    expect(c.code).toMatch(CODE);
    expect(c).toMatchObject({
      guaranteeId: ofA.id,
      guaranteeCode: ofA.code,
      dealerId: ids.dealerA,
      dealer: { id: ids.dealerA, displayName: 'Marco Rossi' },
      material: 'pvc',
      productCategory: 'finestre',
      product: 'icon',
      units: [1, 2],
      kind: 'transport',
      status: 'submitted',
      paidService: false,
      remedy: null,
      assignee: null,
      firstAnswerAt: null,
      overdue: false,
      photoCount: 1,
      coverPhotoId: photo,
      createdBy: { id: ids.dealerA },
      version: 1,
    });
    expect(Date.parse(c.dueAt)).toBe(dueAfterWorkingDays(Date.parse(c.createdAt), 2));
    expect(Date.parse(c.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(c.coverThumbUrl).toMatch(/^\/api\/files\//);
    expect(c.messages).toHaveLength(1);
    expect(c.messages[0]).toMatchObject({ body: c.description, status: 'submitted', author: { id: ids.dealerA, role: 'dealer' } });
    expect(c.messages[0].files.map((f: any) => [f.id, f.kind, f.thumbUrl === null])).toEqual([
      [photo, 'photo', false],
      [pdf, 'pdf', true],
    ]);
    // The links work for the dealer, who may see the claim.
    const file = await fetch(`${server.url}${c.messages[0].files[0].url}`, { headers: { cookie: `token=${as.dealerA.token}` } });
    expect(file.status).toBe(200);
  });

  it('lets an admin open one for the registration’s dealer, who then owns it', async () => {
    const c = await openClaim(as.admin, ofA.id, { units: [] });
    expect(c).toMatchObject({ dealerId: ids.dealerA, createdBy: { id: ids.admin }, units: [] });
    expect((await get(as.dealerA, c.id)).status).toBe(200);
  });

  it('numbers the claims of a year one after the other', async () => {
    const [a, b] = await Promise.all([openClaim(as.dealerA, ofA.id), openClaim(as.dealerB, ofB.id)]);
    const numbers = [a.code, b.code].map((code: string) => Number(code.split('-')[2])).sort((x, y) => x - y);
    expect(numbers[1]! - numbers[0]!).toBe(1);
  });

  it('refuses another dealer’s registration as not found, and writes nothing', async () => {
    const claims = await count('claims');
    const res = await as.dealerB.post('/protected/claim/create', claimBody(ofA.id));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('guarantee_not_found');
    expect(await count('claims')).toBe(claims);
  });

  it.each([
    ['a window line the registration does not have', { units: [4] }, 'claim_unit_unknown'],
    ['a day in the future', { noticedOn: addDays(todayInRome(), 2) }, 'noticed_in_future'],
    ['a day before the installation', { noticedOn: '2000-01-01' }, 'noticed_before_installation'],
    ['no description', { description: '   ' }, 'validation_failed'],
    ['an unknown kind', { kind: 'weather' }, 'validation_failed'],
    ['a date that does not exist', { noticedOn: '2026-02-30' }, 'validation_failed'],
    ['a field the server owns', { status: 'approved' }, 'validation_failed'],
    ['a line twice', { units: [1, 1] }, 'validation_failed'],
    ['eleven files', { files: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 'validation_failed'],
    ['a file that is not an upload of the caller’s', { files: [2_000_000] }, 'claim_file_not_found'],
  ])('refuses %s (400 %s) and writes nothing', async (_what, extra, code) => {
    const before = await Promise.all([count('claims'), count('claimMessages')]);
    const res = await as.dealerA.post('/protected/claim/create', claimBody(ofA.id, extra));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe(code);
    expect(await Promise.all([count('claims'), count('claimMessages')])).toEqual(before);
  });

  it('refuses another user’s upload, and one already attached', async () => {
    const ofB = await uploadedFile(server, as.dealerB, ids.dealerB);
    const res = await as.dealerA.post('/protected/claim/create', claimBody(ofA.id, { files: [ofB] }));
    expect([res.status, res.body.code]).toEqual([400, 'claim_file_not_found']);
    const mine = await uploadedFile(server, as.dealerA, ids.dealerA);
    await openClaim(as.dealerA, ofA.id, { files: [mine] });
    const again = await as.dealerA.post('/protected/claim/create', claimBody(ofA.id, { files: [mine] }));
    expect([again.status, again.body.code]).toEqual([409, 'claim_file_attached']);
  });

  it('gives one upload to one of two claims sent at once; the other is refused whole', async () => {
    const file = await uploadedFile(server, as.dealerA, ids.dealerA);
    const before = await count('claims');
    const results = await Promise.all([0, 1].map(() => as.dealerA.post('/protected/claim/create', claimBody(ofA.id, { files: [file] }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await count('claims')).toBe(before + 1);
    const row = await server.app.db.selectFrom('claimFiles').selectAll().where('id', '=', file).executeTakeFirstOrThrow();
    expect(row.claimId).toBe(results.find((r) => r.status === 201)!.body.id);
  });

  it('asks for a paid service request once the warranty has ended, and takes it as one', async () => {
    const installed = addYears(addDays(todayInRome(), -20), -10);
    const old = await registration(as.dealerA, { installationDate: installed, warrantyYears: 10 });
    expect(old.expiresOn < todayInRome()).toBe(true);
    const refused = await as.dealerA.post('/protected/claim/create', claimBody(old.id, { noticedOn: todayInRome() }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'warranty_expired', expiresOn: old.expiresOn });
    expect((await as.dealerA.post('/protected/claim/create', claimBody(old.id, { noticedOn: todayInRome(), paidService: false }))).status).toBe(400);
    const paid = await openClaim(as.dealerA, old.id, { noticedOn: todayInRome(), paidService: true });
    expect(paid.paidService).toBe(true);
    // Noticed on the warranty's last day: still covered.
    const covered = await openClaim(as.dealerA, old.id, { noticedOn: old.expiresOn });
    expect(covered.paidService).toBe(false);
  });
});

describe('who sees what', () => {
  it('shows a dealer only its own claims, in the list and one by one; admins every one', async () => {
    const ofDealerB = await openClaim(as.dealerB, ofB.id);
    const a = await list(as.dealerA, 'perPage=100');
    expect(a.status).toBe(200);
    expect(a.body.data.length).toBeGreaterThan(0);
    expect(a.body.data.every((c: any) => c.dealerId === ids.dealerA)).toBe(true);
    expect((await get(as.dealerA, ofDealerB.id)).status).toBe(404);
    expect((await get(as.dealerA, ofDealerB.id)).body.code).toBe('claim_not_found');
    expect((await get(as.admin, ofDealerB.id)).status).toBe(200);
    const all = await list(as.admin, 'perPage=100');
    expect(all.body.total).toBe(await count('claims'));
    // Naming another dealer finds nothing of theirs.
    expect((await list(as.dealerA, `dealerId=${ids.dealerB}`)).body.total).toBe(0);
    // Nor can it write on it.
    expect((await as.dealerA.post(`/protected/claim/${ofDealerB.id}/message`, { body: 'Hello', files: [] })).status).toBe(404);
  });

  it('refuses the admins’ moves and assignment to dealers (403)', async () => {
    const c = await openClaim(as.dealerA, ofA.id);
    expect((await as.dealerA.post(`/protected/claim/${c.id}/status`, { status: 'review', version: 1 })).status).toBe(403);
    expect((await as.dealerA.post(`/protected/claim/${c.id}/assign`, { assigneeId: null, version: 1 })).status).toBe(403);
  });
});

describe('the list', () => {
  it('puts the oldest waiting first by default, and filters by status, kind, product, dealer, registration and assignee', async () => {
    const res = await list(as.admin, 'perPage=100');
    const due = res.body.data.map((c: any) => Date.parse(c.dueAt));
    expect(due).toEqual([...due].sort((x, y) => x - y));
    const kind = await list(as.admin, 'kind=transport&perPage=100');
    expect(kind.body.total).toBeGreaterThan(0);
    expect(kind.body.data.every((c: any) => c.kind === 'transport')).toBe(true);
    const product = await list(as.admin, 'product=pvc/finestre/icon&perPage=100');
    expect(product.body.data.every((c: any) => c.product === 'icon')).toBe(true);
    expect((await list(as.admin, 'product=pvc/finestre/none')).body.total).toBe(0);
    const ofB2 = await list(as.admin, `dealerId=${ids.dealerB}&perPage=100`);
    expect(ofB2.body.data.every((c: any) => c.dealerId === ids.dealerB)).toBe(true);
    const onA = await list(as.dealerA, `guaranteeId=${ofA.id}&perPage=100`);
    expect(onA.body.data.every((c: any) => c.guaranteeId === ofA.id)).toBe(true);
    const open = await list(as.admin, 'status=open&perPage=100');
    expect(open.body.data.every((c: any) => ['submitted', 'waiting', 'review'].includes(c.status))).toBe(true);
    const unassigned = await list(as.admin, 'assignee=none&perPage=100');
    expect(unassigned.body.data.every((c: any) => c.assignee === null)).toBe(true);
  });

  it('finds claims by code and description words, and by the day they were opened (Italy)', async () => {
    const c = await openClaim(as.dealerA, ofA.id, { description: 'Condensa anomala tra i vetri zanzibar' });
    const byWord = await list(as.dealerA, 'q=zanzibar');
    expect(byWord.body.data.map((x: any) => x.id)).toEqual([c.id]);
    expect((await list(as.dealerA, `q=${c.code}`)).body.data.map((x: any) => x.id)).toEqual([c.id]);
    expect((await list(as.dealerB, 'q=zanzibar')).body.total).toBe(0);
    const today = todayInRome();
    expect((await list(as.dealerA, `q=zanzibar&createdFrom=${today}&createdTo=${today}`)).body.total).toBe(1);
    expect((await list(as.dealerA, `q=zanzibar&createdTo=${addDays(today, -1)}`)).body.total).toBe(0);
  });

  it('marks and filters the claims past their due time with no answer', async () => {
    const c = await openClaim(as.dealerB, ofB.id);
    const dueAt = Date.now() - 60_000;
    await server.app.db.updateTable('claims').set({ dueAt, createdAt: Date.now() - 5 * 86_400_000 }).where('id', '=', c.id).execute();
    await seenByServer(server);
    const overdue = await list(as.admin, 'overdue=true&perPage=100');
    expect(overdue.body.data.map((x: any) => x.id)).toContain(c.id);
    expect(overdue.body.data.every((x: any) => x.overdue)).toBe(true);
    expect((await get(as.admin, c.id)).body.overdue).toBe(true);
    expect((await list(as.admin, 'olderThanDays=4&perPage=100')).body.data.map((x: any) => x.id)).toContain(c.id);
    expect((await list(as.admin, 'olderThanDays=6&perPage=100')).body.data.map((x: any) => x.id)).not.toContain(c.id);
    // An answer ends it.
    await move(as.admin, c.id, { status: 'review' });
    expect((await get(as.admin, c.id)).body.overdue).toBe(false);
    expect((await list(as.admin, 'overdue=true&perPage=100')).body.data.map((x: any) => x.id)).not.toContain(c.id);
  });

  it.each([
    ['status=pending'],
    ['kind=x'],
    ['product=pvc'],
    ['assignee=someone'],
    ['olderThanDays=0'],
    ['overdue=maybe'],
    ['createdFrom=2026-13-01'],
    ['sort=dealer'],
    ['perPage=1000'],
    ['unknown=1'],
    ['q=%00'],
  ])('refuses %s (400)', async (query) => {
    const res = await list(as.admin, query);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('the conversation and the moves', () => {
  it('walks a claim through a question, the dealer’s answer, an approval and its closing', async () => {
    const c = await openClaim(as.dealerA, ofA.id);
    const asked = await move(as.admin, c.id, { status: 'waiting', message: 'Can you send a photo of the hinge?' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({ status: 'waiting', version: 2 });
    expect(asked.body.firstAnswerAt).not.toBeNull();
    const photo = await uploadedFile(server, as.dealerA, ids.dealerA);
    const answer = await as.dealerA.post(`/protected/claim/${c.id}/message`, { body: 'Here it is.', files: [photo] });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'review', version: 3, photoCount: 1, coverPhotoId: photo });
    const approved = await move(as.admin, c.id, { status: 'approved', remedy: 'unit', message: 'A new sash is on its way.' });
    expect(approved.body).toMatchObject({ status: 'approved', remedy: 'unit' });
    const closed = await move(as.admin, c.id, { status: 'closed' });
    expect(closed.body.status).toBe('closed');
    expect(closed.body.messages.map((m: any) => [m.author?.role, m.status])).toEqual([
      ['dealer', 'submitted'],
      ['admin', 'waiting'],
      ['dealer', 'review'],
      ['admin', 'approved'],
      ['admin', 'closed'],
    ]);
    expect(closed.body.messages[2].files.map((f: any) => f.id)).toEqual([photo]);
    // Nothing more on a closed claim.
    const late = await as.dealerA.post(`/protected/claim/${c.id}/message`, { body: 'One more thing', files: [] });
    expect([late.status, late.body.code]).toEqual([409, 'claim_closed']);
  });

  it('keeps a rejection’s reason for the dealer', async () => {
    const c = await openClaim(as.dealerA, ofA.id);
    const res = await move(as.admin, c.id, { status: 'rejected', message: 'Damage from a storm: not covered.' });
    expect(res.body).toMatchObject({ status: 'rejected', rejectionReason: 'Damage from a storm: not covered.' });
    expect((await get(as.dealerA, c.id)).body.rejectionReason).toBe('Damage from a storm: not covered.');
  });

  it.each(CLAIM_STATUSES.flatMap((from) => CLAIM_STATUSES.filter((to) => !CLAIM_TRANSITIONS[from].includes(to)).map((to) => [from, to] as const)))(
    'refuses the move %s → %s (409 invalid_transition), changing nothing',
    async (from, to) => {
      const c = await claimIn(from);
      const before = (await get(as.admin, c)).body;
      const res = await move(as.admin, c, bodyFor(to));
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body).toMatchObject({ code: 'invalid_transition', from, to });
      const after = (await get(as.admin, c)).body;
      expect(after).toMatchObject({ status: before.status, version: before.version });
      expect(after.messages).toHaveLength(before.messages.length);
    },
  );

  it.each([
    ['a question without its text', { status: 'waiting' }, 'claim_message_required'],
    ['a rejection without its reason', { status: 'rejected' }, 'claim_message_required'],
    ['a question of blanks', { status: 'waiting', message: '  ' }, 'validation_failed'],
    ['an approval without its remedy', { status: 'approved' }, 'claim_remedy_required'],
    ['a remedy without an approval', { status: 'review', remedy: 'credit' }, 'claim_remedy_not_allowed'],
    ['an unknown remedy', { status: 'approved', remedy: 'refund' }, 'validation_failed'],
    ['an unknown status', { status: 'lost' }, 'validation_failed'],
  ])('refuses %s (400 %s)', async (_what, body, code) => {
    const c = await openClaim(as.dealerA, ofA.id);
    const res = await move(as.admin, c.id, body);
    expect([res.status, res.body.code]).toEqual([400, code]);
    expect((await get(as.admin, c.id)).body).toMatchObject({ status: 'submitted', version: 1 });
  });

  it('refuses a move made on an older version (409 version_conflict)', async () => {
    const c = await openClaim(as.dealerA, ofA.id);
    await as.dealerA.post(`/protected/claim/${c.id}/message`, { body: 'Any news?', files: [] });
    const res = await as.admin.post(`/protected/claim/${c.id}/status`, { status: 'review', version: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'version_conflict', version: 2 });
  });

  it('lets one of two admins deciding at once win; the other gets 409 and nothing of it is written', async () => {
    const c = await openClaim(as.dealerA, ofA.id);
    const [messages, audit] = await Promise.all([count('claimMessages'), count('auditEntries')]);
    const results = await Promise.all([
      as.admin.post(`/protected/claim/${c.id}/status`, { status: 'approved', remedy: 'repair', version: 1 }),
      admin2.post(`/protected/claim/${c.id}/status`, { status: 'rejected', message: 'Not our product.', version: 1 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expect(lost.body.code).toBe('version_conflict');
    const won = results.find((r) => r.status === 200)!.body;
    const after = (await get(as.admin, c.id)).body;
    expect(after).toMatchObject({ status: won.status, version: 2 });
    expect(after.status === 'approved' ? after.rejectionReason : after.remedy).toBeNull();
    expect(await count('claimMessages')).toBe(messages + 1);
    expect(await count('auditEntries')).toBe(audit + 1);
  });

  it('assigns to an active admin or to nobody, on the version read', async () => {
    const c = await openClaim(as.dealerA, ofA.id);
    const res = await as.admin.post(`/protected/claim/${c.id}/assign`, { assigneeId: ids.admin2, version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ assignee: { id: ids.admin2, displayName: 'Seconda Admin' }, version: 2, firstAnswerAt: null });
    const mine = await admin2.get('/protected/claims/list?assignee=me&perPage=100');
    expect(mine.body.data.map((x: any) => x.id)).toContain(c.id);
    expect((await list(as.admin, `assignee=${ids.admin2}&perPage=100`)).body.data.map((x: any) => x.id)).toContain(c.id);
    const dealer = await as.admin.post(`/protected/claim/${c.id}/assign`, { assigneeId: ids.dealerA, version: 2 });
    expect([dealer.status, dealer.body.code]).toEqual([400, 'assignee_not_admin']);
    expect((await as.admin.post(`/protected/claim/${c.id}/assign`, { assigneeId: null, version: 1 })).body.code).toBe('version_conflict');
    const none = await as.admin.post(`/protected/claim/${c.id}/assign`, { assigneeId: null, version: 2 });
    expect(none.body.assignee).toBeNull();
  });

  it('counts the first answer from the first admin message', async () => {
    const c = await openClaim(as.dealerA, ofA.id);
    const res = await as.admin.post(`/protected/claim/${c.id}/message`, { body: 'We are looking into it.', files: [] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'submitted', version: 2 });
    expect(res.body.firstAnswerAt).not.toBeNull();
    const first = res.body.firstAnswerAt;
    await as.admin.post(`/protected/claim/${c.id}/message`, { body: 'Still looking.', files: [] });
    expect((await get(as.admin, c.id)).body.firstAnswerAt).toBe(first);
  });
});

describe('due dates', () => {
  it('counts the manufacturer’s first-answer target in working days', async () => {
    const identity = (await as.admin.get('/api/manufacturer')).body;
    const { logo: _logo, ...rest } = identity;
    expect((await as.admin.request('PUT', '/api/manufacturer', { bearer: as.admin.token, body: { ...rest, claimAnswerDays: 5 } })).status).toBe(200);
    const c = await openClaim(as.dealerA, ofA.id);
    expect(Date.parse(c.dueAt)).toBe(dueAfterWorkingDays(Date.parse(c.createdAt), 5));
    for (const days of [0, 31, 1.5]) {
      const bad = await as.admin.request('PUT', '/api/manufacturer', { bearer: as.admin.token, body: { ...rest, claimAnswerDays: days } });
      expect(bad.status).toBe(400);
    }
    expect((await as.admin.request('PUT', '/api/manufacturer', { bearer: as.admin.token, body: rest })).status).toBe(200);
  });
});

describe('e-mails, live events and the audit log', () => {
  it('tells the admins of a new claim, the dealer of each answer and move, the admins of the dealer’s answer', async () => {
    // Dealer A reads English; the admin, Italian.
    expect((await as.dealerA.request('PUT', '/auth/me', { bearer: as.dealerA.token, body: { locale: 'en' } })).status).toBe(200);
    const c = await openClaim(as.dealerA, ofA.id, { description: 'Mail test: glass cracked in the corner.' });
    const toAdmin = await smtp.find('admin@demo.test', c.code);
    expect(toAdmin?.subject).toBe(`Nuovo reclamo ${c.code} da Rossi Infissi S.r.l.`);
    expect(toAdmin?.text).toContain('glass cracked in the corner');
    expect(toAdmin?.text).toContain(`/dashboard/reclami/${c.id}/show`);
    // The author is not told of their own act.
    expect((await smtp.to('rossi@demo.test', 0, 0)).some((m) => m.subject?.includes(c.code))).toBe(false);
    await move(as.admin, c.id, { status: 'waiting', message: 'Which window is it, on which floor?' });
    const question = await smtp.find('rossi@demo.test', 'Which window is it');
    expect(question?.subject).toContain(c.code);
    await as.dealerA.post(`/protected/claim/${c.id}/message`, { body: 'The kitchen window, ground floor.', files: [] });
    expect(await smtp.find('admin@demo.test', 'The kitchen window')).toBeDefined();
    await move(as.admin, c.id, { status: 'approved', remedy: 'part' });
    const decision = await smtp.find('rossi@demo.test', 'approved with a replacement part');
    expect(decision?.subject).toBe(`Claim ${c.code}: approved`);
    await as.dealerA.request('PUT', '/auth/me', { bearer: as.dealerA.token, body: { locale: 'it' } });
  });

  it('writes to the dealer in its language, and not at all when it asked for no news by e-mail', async () => {
    const c = await openClaim(as.dealerB, ofB.id);
    await move(as.admin, c.id, { status: 'review' });
    const it = await smtp.find('bianchi@demo.test', c.code);
    expect(it?.subject).toContain('in esame');
    expect((await as.dealerB.request('PUT', '/auth/me', { bearer: as.dealerB.token, body: { noticeMail: 'none' } })).status).toBe(200);
    await move(as.admin, c.id, { status: 'rejected', message: 'Unrelated to the product' });
    await new Promise((r) => setTimeout(r, 600));
    expect((await smtp.to('bianchi@demo.test', 0, 0)).some((m) => (m.text ?? '').includes('Unrelated to the product'))).toBe(false);
    await as.dealerB.request('PUT', '/auth/me', { bearer: as.dealerB.token, body: { noticeMail: 'each' } });
  });

  it('announces each change live to the claim’s dealer and the admins, not to another dealer', async () => {
    const [a, b, adm] = await Promise.all([as.dealerA, as.dealerB, as.admin].map((c) => EventStream.open(server.url, c.token)));
    try {
      await Promise.all([a, b, adm].map((s) => s.ready()));
      const c = await openClaim(as.dealerA, ofA.id);
      for (const s of [a, adm]) expect((await s.next('claim')).json).toEqual({ id: c.id, code: c.code, change: 'created', status: 'submitted' });
      await move(as.admin, c.id, { status: 'waiting', message: 'A question' });
      for (const s of [a, adm]) expect((await s.next('claim', 1)).json).toMatchObject({ id: c.id, change: 'status', status: 'waiting' });
      await as.dealerA.post(`/protected/claim/${c.id}/message`, { body: 'An answer', files: [] });
      for (const s of [a, adm]) expect((await s.next('claim', 2)).json).toMatchObject({ change: 'status', status: 'review' });
      await as.admin.post(`/protected/claim/${c.id}/message`, { body: 'Thanks', files: [] });
      for (const s of [a, adm]) expect((await s.next('claim', 3)).json).toMatchObject({ change: 'message', status: 'review' });
      await as.admin.post(`/protected/claim/${c.id}/assign`, { assigneeId: ids.admin, version: 4 });
      for (const s of [a, adm]) expect((await s.next('claim', 4)).json).toMatchObject({ change: 'assigned' });
      await new Promise((r) => setTimeout(r, 300));
      expect(b.news.filter((m) => m.event === 'claim' && JSON.parse(m.data!).id === c.id)).toEqual([]);
    } finally {
      for (const s of [a, b, adm]) s.close();
    }
  });

  it('records every change with its actor, record and fields; nothing for a refused one', async () => {
    const c = await openClaim(as.dealerA, ofA.id, { kind: 'installation' });
    const entries = async () =>
      (await server.app.db.selectFrom('auditEntries').selectAll().where('recordType', '=', 'claim').where('recordId', '=', c.id).orderBy('id').execute()).map((e) => ({
        action: e.action,
        actor: e.actorId,
        label: e.recordLabel,
        changes: JSON.parse(e.changes),
      }));
    await move(as.admin, c.id, { status: 'approved', remedy: 'credit' });
    await as.admin.post(`/protected/claim/${c.id}/status`, { status: 'submitted', version: 2 });
    await as.admin.post(`/protected/claim/${c.id}/assign`, { assigneeId: ids.admin, version: 2 });
    await as.dealerA.post(`/protected/claim/${c.id}/message`, { body: 'Thank you', files: [] });
    const log = await entries();
    expect(log.map((e) => [e.action, e.actor, e.label])).toEqual([
      ['claim.create', ids.dealerA, c.code],
      ['claim.status', ids.admin, c.code],
      ['claim.assign', ids.admin, c.code],
      ['claim.message', ids.dealerA, c.code],
    ]);
    expect(log[0]!.changes).toEqual(expect.arrayContaining([{ field: 'kind', before: null, after: 'installation' }, { field: 'status', before: null, after: 'submitted' }]));
    expect(log[1]!.changes).toEqual(expect.arrayContaining([{ field: 'status', before: 'submitted', after: 'approved' }, { field: 'remedy', before: null, after: 'credit' }]));
    expect(log[2]!.changes).toEqual([{ field: 'assigneeId', before: null, after: ids.admin }]);
  });
});

/** A new claim of dealer A's, moved into `status` by allowed moves. */
async function claimIn(status: ClaimStatus): Promise<number> {
  const c = await openClaim(as.dealerA, ofA.id);
  const path: Record<ClaimStatus, ClaimStatus[]> = {
    submitted: [],
    waiting: ['waiting'],
    review: ['review'],
    approved: ['approved'],
    rejected: ['rejected'],
    closed: ['approved', 'closed'],
  };
  for (const to of path[status]) expect((await move(as.admin, c.id, bodyFor(to))).status).toBe(200);
  return c.id;
}

/** A move's body as the rules want it for `to`, so that only the transition itself can be refused. */
function bodyFor(to: ClaimStatus): Record<string, unknown> {
  if (to === 'waiting') return { status: to, message: 'A question' };
  if (to === 'rejected') return { status: to, message: 'A reason' };
  if (to === 'approved') return { status: to, remedy: 'repair' };
  return { status: to };
}
