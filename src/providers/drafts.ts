import { createStore, del, entries, get, set, delMany, type UseStore } from 'idb-keyval';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency';
import { fetchRaw } from './httpClient';
import { uploadClaimFile } from './claimsProvider';

/**
 * Forms filled without a signal (issue 27), kept on the device in IndexedDB (idb-keyval) until
 * they can be sent, then sent by themselves exactly once: each draft carries the
 * `Idempotency-Key` made when it was saved, so sending it again (the answer lost, the page
 * reloaded while sending, two tabs) gives the server's first answer, never a second row
 * (server/modules/idempotency). Drafts are the account's: their keys begin with its id, and
 * `clearDrafts` forgets them at sign-out.
 */

/** What a draft creates. */
export type DraftKind = 'guarantee' | 'claim';

/**
 * A photo or PDF of a claim kept on the device: uploaded before the draft is sent (`uploadId` set
 * once it is), and kept after, so that a refused draft opens again with its files.
 */
export interface DraftFile {
  name: string;
  type: string;
  blob: Blob;
  uploadId?: number;
}

/** The draft's files not uploaded yet. */
export const filesToUpload = (draft: Pick<Draft, 'files'>) => (draft.files ?? []).filter((f) => f.uploadId === undefined);

export interface DraftRefusal {
  status: number;
  message: string;
  code?: string;
}

export interface Draft {
  id: string;
  accountId: number;
  kind: DraftKind;
  /** The create's path (shared/paths.ts). */
  url: string;
  /** The request body, exactly as it will be sent: the key is the server's promise for this body. */
  body: Record<string, unknown>;
  /** The form's values, to open the draft again for a change. */
  values: Record<string, unknown>;
  idempotencyKey: string;
  /**
   * A claim's files. Each one uploaded gets its `uploadId`, which joins `body.files`, both saved
   * at once: the body is complete, and final, when none is left without one.
   */
  files?: DraftFile[];
  savedAt: string;
  /** The server's refusal (4xx): the draft waits for the person to change or delete it. */
  refused?: DraftRefusal;
}

let store: UseStore | undefined;
const drafts = () => (store ??= createStore('portal-drafts', 'drafts'));
const keyOf = (accountId: number, id: string): IDBValidKey => [accountId, id];

/** A random key for the server (crypto.randomUUID needs a secure context; the fallback the same 122 bits). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

// Pages showing drafts hear every change, from this tab or (BroadcastChannel) another.
const changes = new EventTarget();
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('portal-drafts') : undefined;
channel?.addEventListener('message', () => changes.dispatchEvent(new Event('change')));
function changed() {
  changes.dispatchEvent(new Event('change'));
  channel?.postMessage('change');
}
export function onDraftsChange(listener: () => void): () => void {
  changes.addEventListener('change', listener);
  return () => changes.removeEventListener('change', listener);
}

export async function listDrafts(accountId: number, kind?: DraftKind): Promise<Draft[]> {
  const all = await entries<IDBValidKey, Draft>(drafts());
  return all
    .map(([, d]) => d)
    .filter((d) => d.accountId === accountId && (kind === undefined || d.kind === kind))
    .sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

export async function getDraft(accountId: number, id: string): Promise<Draft | undefined> {
  return get<Draft>(keyOf(accountId, id), drafts());
}

export async function saveDraft(draft: Omit<Draft, 'id' | 'savedAt'> & { id?: string }): Promise<Draft> {
  const saved: Draft = { ...draft, id: draft.id ?? newIdempotencyKey(), savedAt: new Date().toISOString() };
  await set(keyOf(saved.accountId, saved.id), saved, drafts());
  changed();
  return saved;
}

export async function deleteDraft(accountId: number, id: string): Promise<void> {
  await del(keyOf(accountId, id), drafts());
  changed();
}

/**
 * Forgets the drafts of `accountId`, or of every account (sign-out: nothing of an account stays
 * on the device; another account signing in on this browser never sees them).
 */
export async function clearDrafts(accountId?: number): Promise<void> {
  const all = await entries<IDBValidKey, Draft>(drafts());
  await delMany(all.filter(([, d]) => accountId === undefined || d.accountId === accountId).map(([k]) => k), drafts());
  changed();
}

/** Whether a refusal is the draft's own (the person must change it), or a moment's (send it later). */
const isRefusal = (status: number, code: unknown) =>
  status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429 && code !== 'idempotency_in_progress';

export interface SendResult {
  sent: { draft: Draft; record: { id: number | string } & Record<string, unknown> }[];
  refused: Draft[];
}

let sending: Promise<SendResult> | null = null;

/**
 * Sends the account's waiting drafts, oldest first: a created one is deleted, a refused one kept
 * with the server's message, and at the first network failure the rest wait for the next
 * connection. One run at a time in a tab, and across tabs through a Web Lock where the browser
 * has them; the key would make a second sending harmless anyway.
 */
export function sendDrafts(accountId: number): Promise<SendResult> {
  sending ??= (async () => {
    try {
      const run = () => sendWaiting(accountId);
      return navigator.locks ? await navigator.locks.request(`portal-drafts-${accountId}`, run) : await run();
    } finally {
      sending = null;
    }
  })();
  return sending;
}

async function sendWaiting(accountId: number): Promise<SendResult> {
  const result: SendResult = { sent: [], refused: [] };
  for (const draft of await listDrafts(accountId)) {
    if (draft.refused) continue;
    if (!navigator.onLine) break;
    // Deleted meanwhile (by the person, or sent from another tab).
    if (!(await get(keyOf(accountId, draft.id), drafts()))) continue;
    try {
      const ready = await uploadFiles(draft);
      if (!ready) continue;
      const res = await fetchRaw(ready.url, { method: 'POST', body: ready.body, headers: { [IDEMPOTENCY_HEADER]: ready.idempotencyKey }, quiet: true });
      await deleteDraft(accountId, draft.id);
      result.sent.push({ draft, record: res.json });
    } catch (err) {
      const e = err as { status?: number; body?: { message?: unknown; code?: unknown } };
      const status = e.status ?? 0;
      if (!isRefusal(status, e.body?.code)) break;
      // As stored now, the files uploaded before the refusal with their ids; deleted meanwhile, gone.
      const stored = await get<Draft>(keyOf(accountId, draft.id), drafts());
      if (!stored) continue;
      const refused: Draft = {
        ...stored,
        refused: { status, message: String(e.body?.message ?? ''), ...(typeof e.body?.code === 'string' ? { code: e.body.code } : {}) },
      };
      await set(keyOf(accountId, draft.id), refused, drafts());
      changed();
      result.refused.push(refused);
    }
  }
  return result;
}

/**
 * Uploads the draft's kept files one by one (POST /protected/claim-file), saving the draft after
 * each: sent again after a cut, it uploads only what is left. An upload that fails throws as the
 * create would: for want of a connection the draft waits; refused (a file the server will not
 * take), the draft is refused with the server's message. Deleted meanwhile, it gives null and
 * is not saved again; an upload never used is removed by the server after a day.
 */
async function uploadFiles(draft: Draft): Promise<Draft | null> {
  let current = draft;
  for (let i = 0; i < (current.files?.length ?? 0); i++) {
    const file = current.files![i]!;
    if (file.uploadId !== undefined) continue;
    const upload = await uploadClaimFile(new File([file.blob], file.name, { type: file.type }), () => undefined);
    // Deleted by the person while it was uploading: it stays deleted, and is not sent.
    if (!(await get(keyOf(current.accountId, current.id), drafts()))) return null;
    const ids = Array.isArray(current.body.files) ? (current.body.files as number[]) : [];
    const files = current.files!.map((f, j) => (j === i ? { ...f, uploadId: upload.id } : f));
    current = { ...current, files, body: { ...current.body, files: [...ids, upload.id] } };
    await set(keyOf(current.accountId, current.id), current, drafts());
  }
  return current;
}
