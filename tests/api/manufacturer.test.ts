import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { signInAll, type Role } from './documents-helpers';
import { DEMO_MANUFACTURER } from '../../server/modules/manufacturer/identity';

// Issue 14: the manufacturer's identity in one validated configuration — demo values, a file
// under DATA_DIR, or what an admin saved — used by the portal and every document it prints.

let server: TestServer;
let as: Record<Role, Client>;
beforeAll(async () => {
  server = await startServer({}, 'manufacturer');
  as = await signInAll(server);
});
afterAll(() => server.close());

const identity = { ...DEMO_MANUFACTURER, name: 'Finestre Alpine S.r.l.', vatNumber: 'IT 00743110157' };
const put = (c: Client, body: unknown) => c.request('PUT', '/api/manufacturer', { bearer: c.token, body });

describe('the manufacturer identity', () => {
  it('is the demo one until an admin saves another; everyone may read it', async () => {
    expect((await as.anonymous.get('/api/manufacturer')).body).toEqual(DEMO_MANUFACTURER);
    const saved = await put(as.admin, identity);
    expect(saved.status).toBe(200);
    expect(saved.body.vatNumber).toBe('00743110157');
    expect((await as.dealerA.get('/api/manufacturer')).body).toMatchObject({ name: 'Finestre Alpine S.r.l.', vatNumber: '00743110157' });
  });

  it('only admins change it, and only to a valid identity', async () => {
    expect((await put(as.anonymous, identity)).status).toBe(401);
    expect((await put(as.dealerA, identity)).status).toBe(403);
    expect((await put(as.pending, identity)).status).toBe(403);
    const bad: [string, unknown][] = [
      ['vatNumber', { ...identity, vatNumber: '00743110158' }],
      ['email', { ...identity, email: 'not an address' }],
      ['website', { ...identity, website: 'javascript:alert(1)' }],
      ['warrantyTerms', { ...identity, warrantyTerms: { it: 'solo italiano' } }],
      ['logoColour', { ...identity, logoColour: 'red' }],
      ['name', { ...identity, name: 'Nome\u0000nullo' }],
    ];
    for (const [field, body] of bad) {
      const res = await put(as.admin, body);
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toMatch(new RegExp(field === 'warrantyTerms' ? 'en' : field));
    }
    expect((await as.anonymous.get('/api/manufacturer')).body.name).toBe('Finestre Alpine S.r.l.');
  });
});

describe('DATA_DIR/manufacturer.json', () => {
  it('gives the identity until an admin saves one; a broken file stops the start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-manufacturer-'));
    fs.writeFileSync(path.join(dir, 'manufacturer.json'), JSON.stringify({ ...identity, name: 'Da file S.p.A.' }));
    const fromFile = await startServer({ DATA_DIR: dir }, 'manufacturer-file');
    try {
      expect((await new Client(fromFile.url).get('/api/manufacturer')).body.name).toBe('Da file S.p.A.');
    } finally {
      await fromFile.close();
    }
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-manufacturer-'));
    fs.writeFileSync(path.join(broken, 'manufacturer.json'), JSON.stringify({ ...identity, vatNumber: '123' }));
    await expect(startServer({ DATA_DIR: broken }, 'manufacturer-broken')).rejects.toThrow(/manufacturer\.json is not a valid manufacturer identity/);
  });
});
