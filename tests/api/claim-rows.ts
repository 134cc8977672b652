import fs from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { nextClaimCode } from '../../server/modules/claims/service';
import { versionsOf } from '../../server/db/versions';
import { type ClaimKind, type ClaimRemedy, type ClaimStatus } from '../../shared/claims';
import type { TestServer } from './harness';

/**
 * Claims written straight into a test server's tables, as the claims service would have left
 * them: for the tests of what reads claims (the report) independently of the routes that write
 * them. Each file is a real stored file under the server's data directory.
 */

/** A small JPEG of one colour: what a display size holds, as far as a reader of claims is concerned. */
export const photoBytes = (width = 480, height = 360, colour = '#8fb9d0') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 70 })
    .toBuffer();

export interface RowFile {
  kind: 'photo' | 'pdf';
  name: string;
  bytes: Buffer;
}

export interface RowMessage {
  authorId: number;
  body: string;
  status?: ClaimStatus | null;
  files?: RowFile[];
}

export interface ClaimRows {
  guaranteeId: number;
  /** The first message's author; the registration's dealer by default. */
  createdBy?: number;
  kind?: ClaimKind;
  status?: ClaimStatus;
  remedy?: ClaimRemedy | null;
  rejectionReason?: string | null;
  assigneeId?: number | null;
  paidService?: boolean;
  noticedOn?: string;
  units?: number[];
  /** The first is the description. */
  messages: RowMessage[];
}

/** Inserts a claim, its window lines, its messages (a minute apart) and their files; answers its id, code and files' rows. */
export async function insertClaim(server: TestServer, rows: ClaimRows) {
  const db = server.app.db;
  const store = server.app.fileStore;
  const g = await db.selectFrom('guarantees').selectAll().where('id', '=', rows.guaranteeId).executeTakeFirstOrThrow();
  const created = Date.now() - 60 * 60_000;
  const admin = rows.messages.find((m, i) => i > 0 && m.authorId !== g.dealerId);
  // Numbered by the service's own counter, so that a claim it makes later takes the next number.
  const year = new Date(created).getUTCFullYear();
  const code = await nextClaimCode(db, year);
  const { id } = await db
    .insertInto('claims')
    .values({
      code,
      guaranteeId: g.id,
      dealerId: g.dealerId,
      material: g.material,
      productCategory: g.productCategory,
      product: g.product,
      kind: rows.kind ?? 'product',
      noticedOn: rows.noticedOn ?? g.installationDate,
      description: rows.messages[0].body,
      paidService: rows.paidService ? 1 : 0,
      status: rows.status ?? 'submitted',
      remedy: rows.remedy ?? null,
      rejectionReason: rows.rejectionReason ?? null,
      assigneeId: rows.assigneeId ?? null,
      dueAt: created + 2 * 86_400_000,
      firstAnswerAt: admin ? created + 60_000 : null,
      createdBy: rows.createdBy ?? g.dealerId,
      createdAt: created,
      updatedAt: created + rows.messages.length * 60_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (rows.units?.length) await db.insertInto('claimUnits').values(rows.units.map((position) => ({ claimId: id, position }))).execute();
  const files: { id: number; fileKey: string; name: string }[] = [];
  for (const [i, m] of rows.messages.entries()) {
    const at = created + i * 60_000;
    const message = await db
      .insertInto('claimMessages')
      .values({ claimId: id, authorId: m.authorId, body: m.body, status: m.status ?? null, createdAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const f of m.files ?? []) {
      const fileKey = randomUUID();
      fs.writeFileSync(store.pathOf(fileKey), f.bytes);
      const meta = f.kind === 'photo' ? await sharp(f.bytes).metadata() : undefined;
      const row = await db
        .insertInto('claimFiles')
        .values({
          claimId: id,
          messageId: message.id,
          uploaderId: m.authorId,
          kind: f.kind,
          name: f.name,
          fileKey,
          thumbKey: null,
          size: f.bytes.length,
          type: f.kind === 'photo' ? 'image/jpeg' : 'application/pdf',
          hash: createHash('sha256').update(f.bytes).digest('hex'),
          width: meta?.width ?? null,
          height: meta?.height ?? null,
          createdAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      files.push({ id: row.id, fileKey, name: f.name });
    }
  }
  const photos = files.filter((_, i) => rows.messages.flatMap((m) => m.files ?? [])[i].kind === 'photo');
  await db
    .updateTable('claims')
    .set({ photoCount: photos.length, coverPhotoId: photos[0]?.id ?? null })
    .where('id', '=', id)
    .execute();
  await seenByServer(server);
  return { id, code, files };
}

/**
 * After rows written straight into the database: the server reads the data versions again, as it
 * does after its own writes. On PostgreSQL it otherwise learns of them from their NOTIFY, a moment
 * later, like another instance's writes, and a request sent at once could get an answer kept
 * from before them (claim-quality.test.ts failed so once in CI).
 */
export const seenByServer = (server: TestServer) => versionsOf(server.app.db).refresh();
