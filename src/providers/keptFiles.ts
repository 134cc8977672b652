import { api } from '../../shared/paths';
import { bearerToken, httpErrorFrom, networkError, parseJson, request } from './httpClient';
import { fetchFileBytes } from './fileBytes';
import { translatableError } from './documentsProvider';
import type { DocumentCategory, PortalDocument } from '../../shared/documents';

/**
 * Files kept on the device for use without a signal (issue 27): documents, technical sheets and
 * DoPs, each in Cache Storage with its description, in one cache per account. One cache holds it
 * all so that forgetting an account's files is one `caches.delete` (deviceData clears every cache
 * but the app's shell), and a document reserved to one account is never in another's cache.
 */

/** A kept document (by its id) or DoP (by product and language). */
export type KeptSource =
  | { kind: 'document'; id: number; hash: string; /** Shown as the file's kind; absent in what older versions kept. */ category?: DocumentCategory }
  | { kind: 'dop'; material: string; category: string; product: string; lang: 'it' | 'en'; version: number };

export interface KeptFile {
  /** `document:<id>` or `dop:<material>/<category>/<product>/<lang>`. */
  key: string;
  source: KeptSource;
  title: string;
  fileName: string;
  type: string;
  size: number;
  /** When it was stored on the device (ms). */
  keptAt: number;
}

const CACHE_PREFIX = 'portal-kept-';
const INDEX = '/kept/index.json';

export const keptCacheName = (accountId: number) => `${CACHE_PREFIX}${accountId}`;
export const documentKey = (id: number) => `document:${id}`;
export const dopKey = (material: string, category: string, product: string, lang: string) => `dop:${material}/${category}/${product}/${lang}`;
const fileUrl = (key: string) => `/kept/file/${encodeURIComponent(key)}`;

/** Whether this browser can keep files (Cache Storage exists only on secure origins). */
export const canKeepFiles = () => typeof caches !== 'undefined';

// Writes of the index one after another: two files kept at once must not lose each other.
let writes: Promise<unknown> = Promise.resolve();
const serial = <T>(work: () => Promise<T>): Promise<T> => {
  const next = writes.then(work, work);
  writes = next.catch(() => undefined);
  return next;
};

async function readIndex(cache: Cache): Promise<KeptFile[]> {
  const res = await cache.match(INDEX);
  return res ? ((await res.json()) as KeptFile[]) : [];
}
const writeIndex = (cache: Cache, files: KeptFile[]) =>
  cache.put(INDEX, new Response(JSON.stringify(files), { headers: { 'Content-Type': 'application/json' } }));

const listeners = new Set<() => void>();
/** Called after every change of the kept files (the lists and buttons that show them re-read). */
export function onKeptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
const changed = () => listeners.forEach((l) => l());

/** The account's kept files, newest first. */
export async function listKept(accountId: number): Promise<KeptFile[]> {
  if (!canKeepFiles() || !(await caches.has(keptCacheName(accountId)))) return [];
  const files = await readIndex(await caches.open(keptCacheName(accountId)));
  return files.sort((a, b) => b.keptAt - a.keptAt);
}

async function store(accountId: number, entry: Omit<KeptFile, 'size' | 'keptAt'>, blob: Blob) {
  await serial(async () => {
    const cache = await caches.open(keptCacheName(accountId));
    await cache.put(fileUrl(entry.key), new Response(blob, { headers: { 'Content-Type': entry.type, 'Content-Length': String(blob.size) } }));
    const files = (await readIndex(cache)).filter((f) => f.key !== entry.key);
    await writeIndex(cache, [...files, { ...entry, size: blob.size, keptAt: Date.now() }]);
  });
  // Asked once there is something to lose: a persistent origin is not evicted under storage pressure.
  await navigator.storage?.persist?.().catch(() => false);
  changed();
}

type Progress = (loaded: number, total: number) => void;

/** Downloads a document's file (through a fresh signed link) and keeps it. */
export async function keepDocument(accountId: number, doc: Pick<PortalDocument, 'id' | 'title' | 'file' | 'category'>, onProgress?: Progress) {
  const { url } = await request<{ url: string }>(api.documents.link(doc.id), { method: 'POST' });
  const blob = await fetchFileBytes(url, { expectedSize: doc.file.size, onProgress });
  const entry = { key: documentKey(doc.id), source: { kind: 'document', id: doc.id, hash: doc.file.hash, category: doc.category } as const, title: doc.title, fileName: doc.file.name, type: doc.file.type };
  await store(accountId, entry, blob);
}

/** Prints a product's current DoP (as its download does) and keeps it. */
export async function keepDop(accountId: number, dop: { material: string; category: string; product: string; lang: 'it' | 'en'; version: number; title: string }) {
  let res: Response;
  try {
    res = await fetch(api.dop(dop.material, dop.category, dop.product, dop.lang), { headers: { Authorization: `Bearer ${await bearerToken()}` }, credentials: 'include' });
  } catch {
    throw translatableError(networkError());
  }
  if (!res.ok) throw translatableError(httpErrorFrom(res.status, parseJson(await res.text())));
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? `${dop.title}.pdf`;
  const blob = await res.blob();
  const { material, category, product, lang, version } = dop;
  await store(
    accountId,
    { key: dopKey(material, category, product, lang), source: { kind: 'dop', material, category, product, lang, version }, title: dop.title, fileName, type: 'application/pdf' },
    blob,
  );
}

/** Removes one kept file; the rest stay. */
export async function removeKept(accountId: number, key: string) {
  if (!canKeepFiles()) return;
  await serial(async () => {
    const cache = await caches.open(keptCacheName(accountId));
    await cache.delete(fileUrl(key));
    await writeIndex(cache, (await readIndex(cache)).filter((f) => f.key !== key));
  });
  changed();
}

/** Removes every kept file of the account. */
export async function removeAllKept(accountId: number) {
  if (!canKeepFiles()) return;
  await serial(() => caches.delete(keptCacheName(accountId)));
  changed();
}

/** The kept file's content, read from the device: no network. */
export async function keptBlob(accountId: number, key: string): Promise<Blob | undefined> {
  if (!canKeepFiles()) return undefined;
  const res = await (await caches.open(keptCacheName(accountId))).match(fileUrl(key));
  return res?.blob();
}

/** What the device stores for this site, and how much it may (the browser's estimate). */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | undefined> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return estimate?.quota ? { usage: estimate.usage ?? 0, quota: estimate.quota } : undefined;
}

/**
 * Brings the kept files in line with the server, once the connection is back: a document deleted
 * (or no longer visible to the account: 403/404) is removed, one whose file changed is fetched
 * again; a DoP whose product has a newer declaration is printed again. A failure leaves the file
 * as it is, for the next time. Returns how many files were updated and removed.
 */
export async function syncKept(accountId: number, currentDopVersion: (material: string, category: string, product: string) => Promise<number | undefined>) {
  let updated = 0;
  let removed = 0;
  for (const file of await listKept(accountId)) {
    try {
      const source = file.source;
      if (source.kind === 'document') {
        let doc: PortalDocument;
        try {
          doc = await request<PortalDocument>(api.documents.one(source.id), { quiet: true });
        } catch (error) {
          const status = (error as { status?: number }).status;
          if (status === 404 || status === 403) {
            await removeKept(accountId, file.key);
            removed += 1;
          }
          continue;
        }
        if (doc.file.hash !== source.hash) {
          await keepDocument(accountId, doc);
          updated += 1;
        }
      } else {
        const version = await currentDopVersion(source.material, source.category, source.product);
        if (version === undefined) {
          await removeKept(accountId, file.key);
          removed += 1;
        } else if (version !== source.version) {
          await keepDop(accountId, { ...source, version, title: file.title });
          updated += 1;
        }
      }
    } catch {
      // Offline again, or the server is busy: the kept copy stays until the next connection.
    }
  }
  return { updated, removed };
}
