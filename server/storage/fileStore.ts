import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Files on disk under the data directory: `files/<uuid>` for stored files (never served
 * statically; names are generated, the original name lives only in the database) and
 * `tmp/<host>-<pid>.<boot>-<uuid>.part` for uploads in progress. An upload is written to tmp,
 * then renamed into files/ inside the transaction that inserts its row, so a file appears only
 * with its row and a cut upload leaves only a tmp part, which is removed.
 */
export interface ReceivedFile {
  tmpPath: string;
  size: number;
  /** sha256, hex. */
  hash: string;
}

export interface FileStore {
  filesDir: string;
  tmpDir: string;
  /** Streams `source` to a new tmp file, hashing it; rejects (and removes the part) on any failure. */
  receive(source: Readable): Promise<ReceivedFile>;
  /** Moves a received file to its final place under a new key; the caller commits the row. */
  commit(tmpPath: string): Promise<string>;
  pathOf(key: string): string;
  /** Removes a stored file or a tmp part; a missing file is not an error. */
  remove(keyOrTmpPath: string): Promise<void>;
  /** The keys of every stored file (not the parts in tmp/). */
  list(): Promise<string[]>;
  /** Start-up cleanup: parts left by dead processes, and stored files that no row references. */
  sweep(isReferenced: (keys: string[]) => Promise<Set<string>>, log?: (msg: string, n: number) => void): Promise<void>;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A stored file without a row is removed only once older than this: another instance may be committing it. */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** Parts of another host are left to that host, unless older than this. */
const FOREIGN_PART_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * This process's own mark in its parts' names. A pid alone does not tell this process from an
 * earlier one of the same pid (a container restarts as pid 1), and several stores can share one
 * process (the tests start three servers at once on one data directory): a part with our pid is
 * ours, and live, only with this mark; with another it was left by an earlier incarnation.
 */
const BOOT = randomUUID().slice(0, 8);
const PART = /^(.+)-(\d+)(?:\.([0-9a-f]{8}))?-[0-9a-f-]{36}\.part$/;

/** Whether the process that wrote a part of this host is still running: this one only with its own mark. */
function writerAlive(pid: number, boot: string | undefined): boolean {
  if (pid === process.pid) return boot === BOOT;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function createFileStore(dataDir: string): FileStore {
  const filesDir = path.join(dataDir, 'files');
  const tmpDir = path.join(dataDir, 'tmp');
  fs.mkdirSync(filesDir, { recursive: true });
  fs.mkdirSync(tmpDir, { recursive: true });
  const host = os.hostname().replace(/[^A-Za-z0-9_.]/g, '_');

  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a file key: ${key}`);
    return path.join(filesDir, key);
  };

  const list = async () => (await fsp.readdir(filesDir)).filter((n) => KEY.test(n));

  return {
    filesDir,
    tmpDir,
    pathOf,

    async receive(source) {
      const tmpPath = path.join(tmpDir, `${host}-${process.pid}.${BOOT}-${randomUUID()}.part`);
      const hash = createHash('sha256');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, counter, fs.createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 }));
      } catch (err) {
        await fsp.rm(tmpPath, { force: true });
        throw err;
      }
      return { tmpPath, size, hash: hash.digest('hex') };
    },

    async commit(tmpPath) {
      const key = randomUUID();
      await fsp.rename(tmpPath, pathOf(key));
      return key;
    },

    async remove(keyOrTmpPath) {
      const target = keyOrTmpPath.startsWith(tmpDir + path.sep) ? keyOrTmpPath : pathOf(keyOrTmpPath);
      await fsp.rm(target, { force: true });
    },

    list,

    async sweep(isReferenced, log = () => {}) {
      const now = Date.now();
      let parts = 0;
      for (const name of await fsp.readdir(tmpDir)) {
        const m = PART.exec(name);
        const full = path.join(tmpDir, name);
        const stat = await fsp.stat(full).catch(() => null);
        if (!stat) continue;
        const ours = m?.[1] === host;
        const stale = ours ? !writerAlive(Number(m![2]), m![3]) : now - stat.mtimeMs > FOREIGN_PART_MAX_AGE_MS;
        if (stale) {
          await fsp.rm(full, { force: true });
          parts++;
        }
      }
      if (parts) log('removed unfinished uploads', parts);

      const keys = await list();
      let orphans = 0;
      for (let i = 0; i < keys.length; i += 500) {
        const batch = keys.slice(i, i + 500);
        const referenced = await isReferenced(batch);
        for (const key of batch) {
          if (referenced.has(key)) continue;
          const stat = await fsp.stat(pathOf(key)).catch(() => null);
          if (stat && now - stat.mtimeMs > ORPHAN_GRACE_MS) {
            await fsp.rm(pathOf(key), { force: true });
            orphans++;
          }
        }
      }
      if (orphans) log('removed stored files without a document', orphans);
    },
  };
}
