import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { freshEmail, registration, userId } from './helpers';
import { warrantyBody } from './guarantee-helpers';
import { samples, sendForm, signInAll, type Role } from './documents-helpers';

// Issue 12: every malformed input is a 4xx with a JSON message, on both databases — control
// characters in searches, numbers that are not plain decimal digits, multipart without a
// boundary, JSON of the wrong type, unknown fields and filters.

let server: TestServer;
let as: Record<Role, Client>;
beforeAll(async () => {
  server = await startServer({}, 'strict-input');
  as = await signInAll(server);
});
afterAll(() => server.close());

function expectRefused(res: { status: number; body: any; headers: Headers }, what: string, status = 400) {
  expect(res.status, what).toBe(status);
  expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
  expect(typeof res.body?.message, what).toBe('string');
}

const SEARCHES = [
  '/protected/documents/list?q=',
  '/protected/documents/list?include=reserved&q=',
  '/protected/documents/list/reserverd?q=',
  '/protected/notices/list?q=',
  '/protected/guarantees/list?q=',
];

describe('control characters in search terms', () => {
  for (const char of ['%00', '%01', '%1F', '%7F', 'a%00b']) {
    it(`q=${char} is refused on every list, for every role`, async () => {
      for (const role of ['dealerA', 'admin'] as const) {
        for (const url of SEARCHES) {
          const res = await as[role].get(url + char);
          expectRefused(res, `${role} ${url}${char}`);
          expect(res.body.fields?.[0]?.field, url).toBe('q');
        }
      }
      const users = await as.admin.get(`/api/users?filter=${encodeURIComponent(JSON.stringify({ q: decodeURIComponent(char) }))}`);
      expectRefused(users, `/api/users ${char}`);
    });
  }

  it('a search with ordinary punctuation, accents and emoji still works', async () => {
    for (const url of SEARCHES) {
      const res = await as.admin.get(url + encodeURIComponent('perché 100% "x" \\ _ 🪟'));
      expect(res.status, url).toBe(200);
      expect(res.body.data, url).toEqual([]);
    }
  });
});

describe('integers are plain decimal digits', () => {
  const BAD = ['1e309', 'Infinity', '-Infinity', '1e1', '0x10', '1.0', '1.5', ' 5', '5 ', 'NaN', '+1', '1_0', ''];

  it('in paging', async () => {
    for (const v of BAD) {
      for (const key of ['page', 'perPage']) {
        for (const url of ['/protected/documents/list', '/protected/notices/list', '/protected/guarantees/list']) {
          expectRefused(await as.admin.get(`${url}?${key}=${encodeURIComponent(v)}`), `${url} ${key}=${v}`);
        }
      }
    }
  });

  it('in ids of paths, for every {id} route', async () => {
    for (const v of BAD.filter(Boolean)) {
      const id = encodeURIComponent(v);
      const checks: [string, Client, string][] = [
        ['GET', as.dealerA, `/protected/document/${id}`],
        ['POST', as.dealerA, `/protected/document/${id}/link`],
        ['DELETE', as.admin, `/protected/document/${id}`],
        ['GET', as.dealerA, `/protected/notice/${id}`],
        ['POST', as.dealerA, `/protected/notice/${id}/read`],
        ['POST', as.dealerA, `/protected/notice/${id}/link`],
        ['DELETE', as.admin, `/protected/notice/${id}`],
        ['GET', as.dealerA, `/protected/notices/list/${id}`],
        ['GET', as.dealerA, `/protected/guarantee/${id}`],
        ['GET', as.admin, `/api/users/${id}`],
        ['PUT', as.admin, `/api/users/${id}`],
      ];
      for (const [method, client, url] of checks) {
        const res = await client.request(method, url, { bearer: client.token, ...(method === 'PUT' ? { body: {} } : {}) });
        expectRefused(res, `${method} ${url}`);
      }
    }
  });

  it('/protected/notice/1e1 is not notice 10', async () => {
    const ok = await as.dealerA.get('/protected/notices/list?perPage=1');
    const id = ok.body.data[0].id as number;
    expect((await as.dealerA.get(`/protected/notice/${id}`)).status).toBe(200);
    const exp = `${id / 10}e1`;
    if (Number.isInteger(id / 10)) expectRefused(await as.dealerA.get(`/protected/notice/${exp}`), exp);
    expectRefused(await as.dealerA.get(`/protected/notice/0${id}e0`), `0${id}e0`);
  });

  it('in filters: dealerId', async () => {
    for (const v of ['1e309', 'Infinity', '1e1', '0x1']) {
      expectRefused(await as.admin.get(`/protected/documents/list/reserverd?dealerId=${v}`), `reserved dealerId=${v}`);
      expectRefused(await as.admin.get(`/protected/guarantees/list?dealerId=${v}`), `guarantees dealerId=${v}`);
    }
  });
});

describe('ids in multipart fields fit the database', () => {
  // Found by tests/api/fuzz.test.ts: `id` and `dealerIds` allowed ten digits, and PostgreSQL
  // refused 2147483648 as an integer (500); every id is 1…2147483647, as in paths.
  const form = { title: 'Out of range', description: '', category: 'manual', language: 'it' };
  const notice = { title: 'Out of range', body: 'Text' };
  const pdf = () => ({ name: 'x.pdf', content: samples.pdf('range') });

  for (const id of ['2147483648', '9999999999', '0']) {
    it(`id ${id} is refused by validation on every edit, and dealerIds ${id} on every reservation`, async () => {
      const checks = [
        ['document edit id', await sendForm(as.admin, '/protected/document/edit', { id, ...form, reserved: 'false' })],
        ['notice edit id', await sendForm(as.admin, '/protected/notice/edit', { id, ...notice, pinned: 'false' })],
        ['reserved dealerIds', await sendForm(as.admin, '/protected/document/reserved', { ...form, dealerIds: `1,${id}` }, pdf())],
        ['edit dealerIds', await sendForm(as.admin, '/protected/document/edit', { id: '1', ...form, reserved: 'true', dealerIds: id })],
      ] as const;
      for (const [what, res] of checks) {
        expectRefused(res, what);
        expect(res.body.code, what).toBe('validation_failed');
        expect(res.body.fields?.[0]?.field, what).toBe(what.endsWith('dealerIds') ? 'dealerIds' : 'id');
      }
    });
  }

  it('the largest id passes validation: not found, like any id without a row', async () => {
    const max = '2147483647';
    expect((await sendForm(as.admin, '/protected/document/edit', { id: max, ...form, reserved: 'false' })).status).toBe(404);
    expect((await sendForm(as.admin, '/protected/notice/edit', { id: max, ...notice, pinned: 'false' })).status).toBe(404);
    const reserved = await sendForm(as.admin, '/protected/document/reserved', { ...form, dealerIds: max }, pdf());
    expect(reserved.status).toBe(400);
    expect(reserved.body.code).toBe('dealer_not_found');
  });
});

describe('JSON bodies are taken as typed', () => {
  it('a number where a string is expected is refused (register, login, password change)', async () => {
    const reg = await new Client(server.url).request('POST', '/api/auth/register', {
      body: { ...registration(freshEmail('typed')), password: 1234567890123 },
    });
    expectRefused(reg, 'register with a numeric password');
    expect(reg.body.fields[0].field).toBe('password');
    expectRefused(await new Client(server.url).login('rossi@demo.test', 12345678 as unknown as string), 'login');
    expectRefused(await as.dealerB.request('POST', '/auth/password', { bearer: as.dealerB.token, body: { currentPassword: 1, newPassword: 'x'.repeat(12) } }), 'password');
  });

  it('a string where a number is expected is refused, however it is written', async () => {
    const dealer = await userId(server, 'rossi@demo.test');
    const valid = warrantyBody({ customerName: 'Mario Bianchi', customerEmail: 'mario@example.test', installationDate: '2025-03-01' });
    for (const [field, value] of [
      ['quantity', '3'],
      ['quantity', '1e309'],
      ['quantity', 1e400],
      ['quantity', true],
      ['warrantyYears', '1e309'],
      ['warrantyYears', '10'],
      ['dealerId', String(dealer)],
    ] as const) {
      const body = { quantity: 2, ...valid, [field]: value, ...(field === 'dealerId' ? {} : { dealerId: dealer }) };
      const res = await as.admin.post('/protected/guarantee/create', body);
      expectRefused(res, `${field}=${JSON.stringify(value)}`);
    }
    const good = await as.admin.post('/protected/guarantee/create', { ...valid, quantity: 2, dealerId: dealer });
    expect(good.status, JSON.stringify(good.body)).toBe(201);
  });

  it('a boolean written as text is refused in JSON', async () => {
    const res = await as.dealerA.request('PUT', '/auth/me', { bearer: as.dealerA.token, body: { isPublic: 'true' } });
    expectRefused(res, 'isPublic "true"');
  });
});

describe('multipart without a boundary', () => {
  for (const url of ['/protected/document/upload', '/protected/document/reserved', '/protected/document/edit', '/protected/notice/upload', '/protected/notice/edit']) {
    it(`${url} → 4xx JSON`, async () => {
      for (const type of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; charset=utf-8', 'multipart/mixed']) {
        const res = await as.admin.request('POST', url, { bearer: as.admin.token, body: 'title=x', headers: { 'content-type': type } });
        expect(res.status, `${url} ${type}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${url} ${type}`).toBeLessThan(500);
        expect(typeof res.body?.message, `${url} ${type}`).toBe('string');
      }
    });
  }
});

describe('unknown fields and filters are refused, naming them', () => {
  it('an unknown body field of an account change', async () => {
    const laura = await userId(server, 'bianchi@demo.test');
    const res = await as.admin.request('PUT', `/api/users/${laura}`, { bearer: as.admin.token, body: { Status: 'disabled' } });
    expectRefused(res, 'Status');
    expect(res.body.message).toMatch(/Status/);
    const after = await as.admin.get(`/api/users/${laura}`);
    expect(after.body.status).toBe('active');
  });

  it('an unknown field of a sign-in, a registration, a profile, a warranty', async () => {
    const checks = [
      await new Client(server.url).request('POST', '/auth/login', { body: { email: 'rossi@demo.test', password: 'x', remember: true } }),
      await new Client(server.url).request('POST', '/api/auth/register', { body: { ...registration(freshEmail('extra')), role: 'admin' } }),
      await as.dealerA.request('PUT', '/auth/me', { bearer: as.dealerA.token, body: { city: 'Padova', status: 'active' } }),
      await as.dealerA.post('/protected/guarantee/create', { customerName: 'x', __proto__: { a: 1 }, constructor: 1 }),
    ];
    for (const [i, res] of checks.entries()) expectRefused(res, `check ${i}`);
    expect(checks[0].body.message).toMatch(/remember/);
    expect(checks[1].body.message).toMatch(/role/);
    expect(checks[2].body.message).toMatch(/status/);
  });

  it('an unknown filter or query key', async () => {
    const users = await as.admin.get(`/api/users?filter=${encodeURIComponent('{"email":"x@y.z"}')}`);
    expectRefused(users, 'filter email');
    expect(users.body.message).toMatch(/email/);
    for (const url of ['/protected/documents/list?titel=x', '/protected/notices/list?pinned=true', '/protected/guarantees/list?dealer=1']) {
      const res = await as.admin.get(url);
      expectRefused(res, url);
      expect(res.body.message, url).toMatch(/titel|pinned|dealer/);
    }
  });

  it('the record as served saves back unchanged, its read-only fields accepted', async () => {
    for (const email of ['bianchi@demo.test', 'admin@demo.test']) {
      const id = await userId(server, email);
      const record = (await as.admin.get(`/api/users/${id}`)).body;
      const res = await as.admin.request('PUT', `/api/users/${id}`, { bearer: as.admin.token, body: record });
      expect(res.status, email).toBe(200);
      expect(res.body).toEqual(record);
    }
  });

  it('the bootstrap admin from ADMIN_EMAIL saves back as served', async () => {
    const boot = await startServer({ DEMO_CONTENT: 'false', ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'a long admin password' }, 'strict-input-bootstrap');
    try {
      const c = new Client(boot.url);
      expect((await c.login('boss@example.test', 'a long admin password')).status).toBe(200);
      const me = (await c.get('/auth/me')).body.user;
      const res = await c.request('PUT', `/api/users/${me.id}`, { bearer: c.token, body: (await c.get(`/api/users/${me.id}`)).body });
      expect(res.status).toBe(200);
      expect(res.body.lastName).not.toBe('');
    } finally {
      await boot.close();
    }
  });
});

describe('Content-Range of /api/users', () => {
  it('an empty page says */total', async () => {
    const all = await as.admin.get('/api/users?range=[0,0]');
    const total = Number(all.headers.get('content-range')!.split('/')[1]);
    expect(total).toBeGreaterThan(0);
    expect(all.headers.get('content-range')).toBe(`users 0-0/${total}`);
    const past = await as.admin.get(`/api/users?range=[${total + 5},${total + 9}]`);
    expect(past.status).toBe(200);
    expect(past.body).toEqual([]);
    expect(past.headers.get('content-range')).toBe(`users */${total}`);
  });
});

describe('a multipart form: its text fields, then its file', () => {
  /** The fields, the file, then `after`: what a hand-made client may send. */
  const afterFile = async (c: Client, url: string, fields: Record<string, string>, file: { name: string; content: Buffer }, after: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(file.content)]), file.name);
    for (const [k, v] of Object.entries(after)) form.append(k, v);
    const res = await fetch(server.url + url, { method: 'POST', body: form, headers: { authorization: `Bearer ${c.token}` } });
    return { status: res.status, body: await res.json(), headers: res.headers };
  };
  const total = async () => (await as.admin.get('/protected/documents/list?page=1&perPage=1&include=reserved')).headers.get('content-range');

  it('a field after the file is refused, naming it, and nothing is stored (it was taken unchecked, or dropped)', async () => {
    const before = await total();
    const pdf = { name: 'late.pdf', content: samples.pdf('late') };
    const cases: [string, Client, string, Record<string, string>, { name: string; content: Buffer }][] = [
      ['document', as.admin, '/protected/document/upload', { title: 'Late field', category: 'manual', language: 'it' }, pdf],
      ['notice', as.admin, '/protected/notice/upload', { title: 'Late field', body: 'Testo.' }, pdf],
      ['claim photo', as.dealerA, '/protected/claim-file', {}, { name: 'p.png', content: samples.png() }],
    ];
    for (const [what, client, url, fields, file] of cases) {
      for (const after of [{ description: 'after the file' }, { bogus: 'x' }] as Record<string, string>[]) {
        const res = await afterFile(client, url, fields, file, after);
        expectRefused(res, `${what} ${Object.keys(after)[0]}`);
        expect(res.body.fields, what).toEqual([{ field: Object.keys(after)[0], message: 'comes after the file' }]);
      }
    }
    expect(await total()).toBe(before);
  });

  it('an edit says whether a document is reserved and a notice pinned: left out, a reserved one became every dealer’s', async () => {
    const doc = await sendForm(as.admin, '/protected/document/reserved', { title: 'Riservato a Rossi', category: 'manual', language: 'it', dealerIds: String(await userId(server, 'rossi@demo.test')) }, { name: 'r.pdf', content: samples.pdf('r') });
    expect(doc.status, JSON.stringify(doc.body)).toBe(201);
    const edit = (fields: Record<string, string>) => sendForm(as.admin, '/protected/document/edit', { id: doc.body.id, title: 'Riservato a Rossi', category: 'manual', language: 'it', ...fields });
    const missing = await edit({});
    expectRefused(missing, 'reserved left out');
    expect(missing.body.message).toMatch(/reserved/);
    const stray = await edit({ reserved: 'false', dealerIds: String(await userId(server, 'bianchi@demo.test')) });
    expectRefused(stray, 'dealerIds without reserved');
    expect(stray.body.fields).toEqual([{ field: 'dealerIds', message: 'is only for a reserved document' }]);
    expect((await as.dealerB.get(`/protected/document/${doc.body.id}`)).status).toBe(404);
    expect((await as.admin.get(`/protected/document/${doc.body.id}`)).body).toMatchObject({ reserved: true });

    const notice = await sendForm(as.admin, '/protected/notice/upload', { title: 'Fissato', body: 'Testo.', pinned: 'true' });
    expect(notice.status).toBe(201);
    const unpinned = await sendForm(as.admin, '/protected/notice/edit', { id: notice.body.id, title: 'Fissato', body: 'Testo nuovo.' });
    expectRefused(unpinned, 'pinned left out');
    expect(unpinned.body.message).toMatch(/pinned/);
    expect((await as.admin.get(`/protected/notice/${notice.body.id}`)).body).toMatchObject({ pinned: true, body: 'Testo.' });
  });
});

describe('text is well formed', () => {
  it('a lone UTF-16 surrogate (JSON’s "\\ud800") is refused wherever it is, naming the field; a pair (an emoji) is text', async () => {
    const lone = 'x\ud800y';
    const laura = await userId(server, 'bianchi@demo.test');
    const before = (await as.admin.get(`/api/users/${laura}`)).body;
    const cases: [string, Awaited<ReturnType<Client['request']>>, string][] = [
      ['profile city', await as.dealerA.request('PUT', '/auth/me', { bearer: as.dealerA.token, body: { city: lone } }), 'city'],
      ['account first name', await as.admin.request('PUT', `/api/users/${laura}`, { bearer: as.admin.token, body: { firstName: lone } }), 'firstName'],
      ['a key', await as.dealerA.request('PUT', '/auth/me', { bearer: as.dealerA.token, body: { [`c\udc00`]: 'x' } }), 'c\udc00'],
      ['a search', await as.dealerA.request('GET', `/api/search?q=${encodeURIComponent('ab')}%ED%A0%80`, { bearer: as.dealerA.token }), ''],
    ];
    for (const [what, res, field] of cases.slice(0, 2)) {
      expectRefused(res, what);
      expect(res.body.fields, what).toEqual([{ field, message: 'is not text: it holds a lone UTF-16 surrogate' }]);
    }
    // A key is no field the closed schema knows: refused as unknown.
    expectRefused(cases[2][1], 'a key');
    // A URL's bytes are UTF-8: a surrogate's bytes there are read as replacement characters, not as one.
    expect(cases[3][1].status).toBe(200);
    expect((await as.admin.get(`/api/users/${laura}`)).body.firstName).toBe(before.firstName);
    const emoji = await as.dealerA.request('PUT', '/auth/me', { bearer: as.dealerA.token, body: { city: 'Padova 🏠' } });
    expect(emoji.status, JSON.stringify(emoji.body)).toBe(200);
    expect((await as.dealerA.get('/auth/me')).body.user.city).toBe('Padova 🏠');
  });
});
