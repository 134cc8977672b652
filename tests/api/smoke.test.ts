import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { DEMO_PASSWORD } from '../../server/seed';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, 'smoke');
});
afterAll(() => server.close());

describe('demo accounts', () => {
  it('an active dealer signs in and reaches /protected/ping', async () => {
    const c = new Client(server.url);
    const login = await c.login('ROSSI@demo.test', DEMO_PASSWORD);
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: 'rossi@demo.test', role: 'dealer', status: 'active' });
    const ping = await c.get('/protected/ping');
    expect(ping.status).toBe(200);
    expect(ping.body).toEqual({ ok: true, role: 'dealer' });
  });
});
