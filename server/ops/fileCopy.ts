import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';

export interface FileDigest {
  size: number;
  /** SHA-256, hex. */
  sha256: string;
}

/** Reads a file through SHA-256. */
export async function hashFile(file: string): Promise<FileDigest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Copies `from` to `to` (which must not exist), hashing what it reads, and flushes the copy to
 * disk before returning: a backup or a restore reports success only for bytes that are stored.
 * A copy that fails is removed. ENOENT of the source is passed on as is (callers tell "vanished").
 */
export async function copyWithHash(from: string, to: string): Promise<FileDigest> {
  const source = await fsp.open(from, 'r');
  let target: fsp.FileHandle | undefined;
  try {
    target = await fsp.open(to, 'wx', 0o600);
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of source.createReadStream({ highWaterMark: 1 << 20, autoClose: false }) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      let written = 0;
      while (written < chunk.length) written += (await target.write(chunk, written)).bytesWritten;
    }
    await target.sync();
    return { size, sha256: hash.digest('hex') };
  } catch (err) {
    if (target) await fsp.rm(to, { force: true });
    throw err;
  } finally {
    await target?.close();
    await source.close();
  }
}

/** Flushes a directory's entries (new names, renames) to disk. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await fsp.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Runs `work` over `items`, `limit` at a time; the first failure rejects after the running ones end. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed: unknown;
  const worker = async () => {
    while (failed === undefined && next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (err) {
        failed ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failed !== undefined) throw failed;
}

/** True when `dir` does not exist or holds nothing. */
export function isEmptyDir(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

export const isMissing = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ENOENT';

export const relative = (base: string, file: string) => path.relative(base, file).split(path.sep).join('/');
