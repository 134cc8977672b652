import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileStore } from '../../server/storage/fileStore';

// The start-up sweep of uploads in progress (tmp/*.part) when several servers share one data
// directory. CI saw it (tests/api/migrations.test.ts, three servers started at once in one process):
// the second server's sweep took the first one's demo upload, in progress, for a part left by an
// earlier process of the same pid, and removed it under it (ENOENT at the rename).
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-file-store-'));
  dirs.push(dir);
  return dir;
};
const none = async () => new Set<string>();
const host = os.hostname().replace(/[^A-Za-z0-9_.]/g, '_');

describe('the sweep of uploads in progress', () => {
  it('leaves an upload of another store in this same process alone, and it is stored whole', async () => {
    const dir = dataDir();
    const first = createFileStore(dir);
    const second = createFileStore(dir);
    const source = new PassThrough();
    const receiving = first.receive(source);
    source.write('prima metà, ');
    for (let i = 0; i < 100 && !fs.readdirSync(first.tmpDir).length; i++) await new Promise((r) => setTimeout(r, 10));
    expect(fs.readdirSync(first.tmpDir)).toHaveLength(1);

    await second.sweep(none);
    expect(fs.readdirSync(first.tmpDir)).toHaveLength(1);

    source.end('seconda metà');
    const received = await receiving;
    const key = await first.commit(received.tmpPath);
    expect(fs.readFileSync(first.pathOf(key), 'utf8')).toBe('prima metà, seconda metà');
  });

  it('removes a part of an earlier process that had this pid (a restarted container), in either naming', async () => {
    const dir = dataDir();
    const store = createFileStore(dir);
    const earlier = [`${host}-${process.pid}.0badc0de-${randomUUID()}.part`, `${host}-${process.pid}-${randomUUID()}.part`];
    for (const name of earlier) fs.writeFileSync(path.join(store.tmpDir, name), 'cut');
    await store.sweep(none);
    expect(fs.readdirSync(store.tmpDir)).toEqual([]);
  });

  it('keeps a part of another live process on this host, and a recent one of another host', async () => {
    const dir = dataDir();
    const store = createFileStore(dir);
    // The parent of this test's process is alive while the test runs.
    const kept = [`${host}-${process.ppid}.12345678-${randomUUID()}.part`, `another_host-${process.pid}.12345678-${randomUUID()}.part`];
    for (const name of kept) fs.writeFileSync(path.join(store.tmpDir, name), 'in corso');
    await store.sweep(none);
    expect(fs.readdirSync(store.tmpDir).sort()).toEqual([...kept].sort());
  });
});
