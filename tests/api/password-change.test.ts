import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { freshEmail, registration } from './helpers';

// Security checklist item 15: changing a password needs the current one and revokes every session.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ REGISTRATION: 'open', LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' }, 'password change');
});
afterAll(() => server.close());

async function newUser(password = 'first password 15') {
  const email = freshEmail('pwd');
  const browser = new Client(server.url);
  expect((await browser.request('POST', '/api/auth/register', { body: registration(email, password) })).status).toBe(201);
  return { email, password, browser };
}

describe('15. password change', () => {
  it('needs a signed-in user', async () => {
    const res = await new Client(server.url).request('POST', '/auth/password', {
      body: { currentPassword: 'x', newPassword: 'another password' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid token', code: 'invalid_token' });
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const { email, password, browser } = await newUser();
    const res = await browser.post('/auth/password', { currentPassword: 'not it', newPassword: 'a new password 15' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('wrong_current_password');
    expect((await new Client(server.url).login(email, password)).status).toBe(200);
  });

  it('validates the new password like registration does', async () => {
    const { password, browser } = await newUser();
    const short = await browser.post('/auth/password', { currentPassword: password, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.fields[0].field).toBe('newPassword');
    const long = await browser.post('/auth/password', { currentPassword: password, newPassword: 'x'.repeat(129) });
    expect(long.status).toBe(400);
  });

  it('changes it, revokes every other session, and keeps this one signed in', async () => {
    const { email, password, browser } = await newUser();
    const other = new Client(server.url);
    expect((await other.login(email, password)).status).toBe(200);

    const res = await browser.post('/auth/password', { currentPassword: password, newPassword: 'the new password 15' });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email);

    // The other device's refresh token no longer works; this browser's new one does.
    expect((await other.request('GET', '/auth/refresh')).status).toBe(401);
    expect((await browser.request('GET', '/auth/refresh')).status).toBe(200);
    // Old password out, new one in.
    expect((await new Client(server.url).login(email, password)).status).toBe(401);
    expect((await new Client(server.url).login(email, 'the new password 15')).status).toBe(200);
  });

  it('counts wrong current passwords in the sign-in throttle', async () => {
    const { browser } = await newUser();
    for (let i = 0; i < 3; i++) {
      expect((await browser.post('/auth/password', { currentPassword: `wrong ${i}`, newPassword: 'whatever new 15' })).status).toBe(403);
    }
    const blocked = await browser.post('/auth/password', { currentPassword: 'wrong 4', newPassword: 'whatever new 15' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a cross-site request', async () => {
    const { password, browser } = await newUser();
    const res = await browser.post(
      '/auth/password',
      { currentPassword: password, newPassword: 'the new password 15' },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(res.status).toBe(403);
  });
});
