import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createPostgresDatabase, markPostgresRun, onPostgres } from './harness';
import { DEMO_PASSWORD, samples, sendForm } from './documents-helpers';

// A server killed (SIGKILL) in the middle of a large upload leaves, once restarted, no partial
// file, no row, and every earlier document intact.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let child: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The real server in its own process, as `npm start` runs it (through tsx, from the sources). */
async function startProcess(): Promise<string> {
  const port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`${url}/auth/me`).then(() => true, () => false);
    if (up) return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function kill() {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child!.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  if (onPostgres) pgDb = await createPostgresDatabase();
});
afterAll(async () => {
  await kill();
  await pgDb?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const tmpParts = () => fs.readdirSync(path.join(dataDir, 'tmp'));
const storedKeys = () => fs.readdirSync(path.join(dataDir, 'files')).sort();
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A multipart body streamed slowly: the fields, then a file part that never ends on its own. */
function endlessUpload(token: string, url: string) {
  const boundary = '----portal-crash-test';
  const head = Buffer.from(
    [
      ['title', 'Half uploaded'],
      ['category', 'other'],
      ['language', 'it'],
    ]
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  let sent = 0;
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(head);
      controller.enqueue(samples.pdf());
    },
    async pull(controller) {
      await new Promise((r) => setTimeout(r, 5));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const done = fetch(url, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  } as RequestInit).then(
    (res) => res.status,
    (err: Error) => err,
  );
  return { done, sent: () => sent };
}

describe('SIGKILL in the middle of an upload', () => {
  it('leaves no partial file, no row, and the earlier documents intact', async () => {
    let url = await startProcess();
    if (onPostgres) markPostgresRun('documents crash');
    const admin = new Client(url);
    expect((await admin.login('admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
    const earlier = await sendForm(admin, '/protected/document/upload', { title: 'Before the crash', category: 'manual', language: 'it' }, {
      name: 'before.pdf',
      content: samples.pdf('before the crash'),
    });
    expect(earlier.status).toBe(201);
    const before = await admin.get('/protected/documents/list?perPage=100');
    const keysBefore = storedKeys();

    const upload = endlessUpload(admin.token!, `${url}/protected/document/upload`);
    // Kill once the server has written a good part of the file.
    for (let i = 0; i < 600; i++) {
      const part = tmpParts()[0];
      if (part && fs.statSync(path.join(dataDir, 'tmp', part)).size > 20 * 1024 * 1024) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const partial = tmpParts();
    expect(partial).toHaveLength(1);
    expect(fs.statSync(path.join(dataDir, 'tmp', partial[0])).size).toBeGreaterThan(20 * 1024 * 1024);
    await kill();
    expect(await upload.done).toBeInstanceOf(Error);

    url = await startProcess();
    const again = new Client(url);
    expect((await again.login('admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
    expect(tmpParts()).toEqual([]);
    expect(storedKeys()).toEqual(keysBefore);
    const after = await again.get('/protected/documents/list?perPage=100');
    expect(after.body.total).toBe(before.body.total);
    expect(after.body.data.map((d: any) => d.id)).toEqual(before.body.data.map((d: any) => d.id));
    expect((await again.get('/protected/documents/list?q=Half%20uploaded')).body.total).toBe(0);

    // Every earlier file is whole: its bytes still hash to what was recorded.
    for (const doc of after.body.data) {
      const link = await again.post(`/protected/document/${doc.id}/link`);
      const res = await fetch(url + link.body.url, { headers: { cookie: `token=${again.token}` } });
      expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(doc.file.hash);
    }
  }, 90_000);
});
