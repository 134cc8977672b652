import { Readable } from 'node:stream';
import { warrantyBody } from './guarantee-helpers';
import type { Client, TestServer } from './harness';
import { addDays, todayInRome } from '../../shared/calendar';

/** Helpers of the claims tests: registrations with window lines, uploads, claims in each status. */

/** Three window lines (positions 1–3) of a PVC Icon registration installed `daysAgo` days ago. */
export const registrationWithWindows = (extra: Record<string, unknown> = {}) =>
  warrantyBody({
    quantity: 3,
    units: [1, 2, 3].map(() => ({ width: 1230, height: 1480, sashes: 1, glazing: '4/16/4-ar-we' })),
    ...extra,
  });

/** A registration of the client's (an admin names `dealerId`), with three window lines. */
export async function registration(c: Client, extra: Record<string, unknown> = {}): Promise<{ id: number; code: string; installationDate: string; expiresOn: string }> {
  const res = await c.post('/protected/guarantee/create', registrationWithWindows(extra));
  if (res.status !== 201) throw new Error(`registration: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const TODAY = () => todayInRome();

/** A valid claim body on `guaranteeId`. */
export const claimBody = (guaranteeId: number, extra: Record<string, unknown> = {}) => ({
  guaranteeId,
  units: [1],
  kind: 'product',
  noticedOn: addDays(todayInRome(), -1),
  description: 'The sash does not close: the handle turns but the frame stays open.',
  files: [],
  ...extra,
});

export async function openClaim(c: Client, guaranteeId: number, extra: Record<string, unknown> = {}) {
  const res = await c.post('/protected/claim/create', claimBody(guaranteeId, extra));
  if (res.status !== 201) throw new Error(`claim: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Moves a claim on the version it has now. */
export async function move(admin: Client, id: number, body: Record<string, unknown>) {
  const { version } = (await admin.get(`/protected/claim/${id}`)).body;
  return admin.post(`/protected/claim/${id}/status`, { version, ...body });
}

let n = 0;
/**
 * An upload of `userId`'s, unattached, as POST /protected/claim-file leaves it: through that
 * route when the server has it, else its row and a stored file written here (the claims' own
 * tests need only that the file exists and whose it is).
 */
export async function uploadedFile(server: TestServer, c: Client, userId: number, kind: 'photo' | 'pdf' = 'photo'): Promise<number> {
  const store = server.app.fileStore;
  const body = Buffer.from(kind === 'pdf' ? `%PDF-1.4\n% claim ${++n}\n%%EOF\n` : `claim photo ${++n}`);
  const received = await store.receive(Readable.from([body]));
  const fileKey = await store.commit(received.tmpPath);
  const thumbKey = kind === 'photo' ? await store.commit((await store.receive(Readable.from([body]))).tmpPath) : null;
  const { id } = await server.app.db
    .insertInto('claimFiles')
    .values({
      uploaderId: userId,
      kind,
      name: kind === 'pdf' ? `report-${n}.pdf` : `photo-${n}.jpg`,
      fileKey,
      thumbKey,
      size: body.length,
      type: kind === 'pdf' ? 'application/pdf' : 'image/jpeg',
      hash: received.hash,
      width: kind === 'photo' ? 640 : null,
      height: kind === 'photo' ? 480 : null,
      createdAt: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  void c;
  return id;
}
