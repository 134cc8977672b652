import fs from 'node:fs';
import path from 'node:path';
import { Client, type TestServer } from './harness';

/** Helpers of the documents tests: signed-in users of every role, multipart uploads, files on disk. */

export const DEMO_PASSWORD = 'demo-portal-2026';
export const ROLES = ['anonymous', 'pending', 'dealerA', 'dealerB', 'admin'] as const;
export type Role = (typeof ROLES)[number];
const EMAILS: Record<Exclude<Role, 'anonymous'>, string> = {
  pending: 'verdi@demo.test',
  dealerA: 'rossi@demo.test',
  dealerB: 'bianchi@demo.test',
  admin: 'admin@demo.test',
};

/** One signed-in client per role (the demo accounts), and an anonymous one. */
export async function signInAll(server: TestServer): Promise<Record<Role, Client>> {
  const clients = { anonymous: new Client(server.url) } as Record<Role, Client>;
  for (const [role, email] of Object.entries(EMAILS)) {
    const c = new Client(server.url);
    const res = await c.login(email, DEMO_PASSWORD);
    if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status}`);
    clients[role as Role] = c;
  }
  return clients;
}

/** Bytes that pass for each type by their signature. */
export const samples = {
  pdf: (extra = '') => Buffer.from(`%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n${extra}\ntrailer <<>>\n%%EOF\n`, 'latin1'),
  png: () =>
    Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    ),
  dxf: () => Buffer.from('  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n'),
  csv: () => Buffer.from('codice;descrizione;prezzo\nNV-68;Finestra Nova 68;412,00\n'),
  exe: () => Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(200)]),
};

export interface FilePart {
  name: string;
  content: Buffer;
  /** The type the client claims; the server must not believe it. */
  type?: string;
}

/** A multipart request as the browser app sends it: text fields first, then the file. */
export async function sendForm(
  client: Client,
  url: string,
  fields: Record<string, string | number | boolean | undefined>,
  file?: FilePart | FilePart[],
  opts: { bearer?: string | false } = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, String(v));
  for (const f of Array.isArray(file) ? file : file ? [file] : []) {
    form.append('file', new Blob([new Uint8Array(f.content)], { type: f.type ?? 'application/octet-stream' }), f.name);
  }
  const bearer = opts.bearer === undefined ? client.token : opts.bearer;
  const res = await fetch(client.base + url, {
    method: 'POST',
    body: form,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* keep text */
  }
  return { status: res.status, body, headers: res.headers };
}

export const baseFields = (title: string, extra: Record<string, string> = {}) => ({
  title,
  description: `Description of ${title}`,
  category: 'manual',
  language: 'it',
  ...extra,
});

export const upload = (client: Client, title: string, file: FilePart = { name: `${title}.pdf`, content: samples.pdf(title) }, extra: Record<string, string> = {}) =>
  sendForm(client, '/protected/document/upload', baseFields(title, extra), file);

export const reserve = (client: Client, title: string, dealerIds: number[], file: FilePart = { name: `${title}.pdf`, content: samples.pdf(title) }) =>
  sendForm(client, '/protected/document/reserved', { ...baseFields(title), dealerIds: dealerIds.join(',') }, file);

/** Follows a document's download link as the browser does: the link, then a GET with the session cookie. */
export async function download(client: Client, id: number, headers: Record<string, string> = {}) {
  const link = await client.post(`/protected/document/${id}/link`);
  if (link.status !== 200) return { status: link.status, body: link.body, headers: link.headers, bytes: Buffer.alloc(0) };
  return fetchFile(client, link.body.url, headers);
}

/** GET a file link with this client's cookies (and no Bearer header, as a navigation). */
export async function fetchFile(client: Client, url: string, headers: Record<string, string> = {}) {
  const cookie: Record<string, string> = client.token ? { cookie: `token=${client.token}` } : {};
  const res = await fetch(client.base + url, { headers: { ...cookie, ...headers } });
  const bytes = Buffer.from(await res.arrayBuffer());
  let body: any = null;
  if ((res.headers.get('content-type') ?? '').startsWith('application/json')) body = JSON.parse(bytes.toString());
  return { status: res.status, body, headers: res.headers, bytes };
}

/** What the data directory holds: stored files and unfinished parts. */
export function storedFiles(server: TestServer) {
  const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return {
    files: list(path.join(server.config.dataDir, 'files')),
    tmp: list(path.join(server.config.dataDir, 'tmp')),
  };
}

export async function documentCount(server: TestServer): Promise<number> {
  const row = await server.app.db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
