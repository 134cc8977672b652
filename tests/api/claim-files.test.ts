import fs from 'node:fs';
import os from 'node:os';
import { createHash, randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_PHOTO_DISPLAY_PX, CLAIM_PHOTO_MAX_BYTES, CLAIM_PHOTO_THUMB_PX, CLAIM_UPLOAD_TTL_HOURS } from '../../shared/claims';
import { api } from '../../shared/paths';
import { onPostgres, startServer, type Client, type TestServer } from './harness';
import { userId } from './helpers';
import { warrantyBody } from './guarantee-helpers';
import { fetchFile, samples, sendForm, signInAll, storedFiles, type FilePart, type Role } from './documents-helpers';
import { backup } from '../../server/ops/backup';
import { deleteStaleClaimUploads } from '../../server/modules/claims/files';
import { referencedFileKeys } from '../../server/modules/files/sources';

// Issue 26: a claim's photos and PDFs (POST /protected/claim-file, server/modules/claims/photos.ts).
// What is stored is read back: through the signed links, as a browser would, and from the disk.

let server: TestServer;
let as: Record<Role, Client>;
beforeAll(async () => {
  server = await startServer({}, 'claim-files');
  as = await signInAll(server);
});
afterAll(() => server.close());

const send = (c: Client, file: FilePart, fields: Record<string, string> = {}) => sendForm(c, api.claims.upload, fields, file);
const rows = () => server.app.db.selectFrom('claimFiles').selectAll().orderBy('id').execute();
const rowOf = (id: number) => server.app.db.selectFrom('claimFiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const onDisk = (key: string) => fs.readFileSync(server.app.fileStore.pathOf(key));

/** The tag ids of a TIFF directory (IFD0) in sharp's `metadata().exif` (an APP1 body: `Exif\0\0` and a TIFF header). */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(6);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}
const GPS_IFD_TAG = 0x8825;

/**
 * A phone's photo: 3000 × 2000 as stored, red on its left half and blue on its right, marked
 * EXIF orientation 6 (shown turned 90° clockwise: portrait, red on top), with the camera's make
 * and a GPS position (Padua).
 */
async function phonePhoto(): Promise<Buffer> {
  const red = await sharp({ create: { width: 1500, height: 2000, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Claim Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 24/1 36/1', GPSLongitudeRef: 'E', GPSLongitude: '11/1 52/1 0/1' },
    })
    .toBuffer();
}

/** The colour of a pixel, as [r, g, b]. */
async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isBlue = ([r, g, b]: number[]) => b! > 200 && r! < 60 && g! < 60;

/** A HEIC header as an iPhone writes it: an ISO-BMFF `ftyp` box of brand `heic` (then the rest of the file). */
const heicBytes = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), Buffer.alloc(4096, 7)]);

async function expectNothingStored(before: { files: string[]; rows: number }) {
  // The tmp part of a refused upload is removed before the answer.
  expect(storedFiles(server).tmp).toEqual([]);
  expect(storedFiles(server).files.sort()).toEqual(before.files);
  expect((await rows()).length).toBe(before.rows);
}
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const snapshot = async () => ({ files: storedFiles(server).files.sort(), rows: (await rows()).length });

describe('a photo', () => {
  it('is stored upright as a display size and a thumbnail without EXIF or GPS data, read back through its links', async () => {
    const original = await phonePhoto();
    const meta = await sharp(original).metadata();
    expect(meta.orientation).toBe(6);
    expect(ifd0Tags(meta.exif!)).toContain(GPS_IFD_TAG);

    const res = await send(as.dealerA, { name: 'IMG_0042.JPG', content: original, type: 'image/jpeg' });
    expect(res.status).toBe(201);
    const up = res.body;
    expect(up).toMatchObject({ kind: 'photo', name: 'IMG_0042.jpg', type: 'image/jpeg', width: 1365, height: CLAIM_PHOTO_DISPLAY_PX });
    expect(new Date(up.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const display = await fetchFile(as.dealerA, up.url);
    expect(display.status).toBe(200);
    expect(display.headers.get('content-type')).toBe('image/jpeg');
    expect(display.headers.get('content-disposition')).toMatch(/^inline; filename="IMG_0042.jpg"/);
    expect(display.headers.get('x-content-type-options')).toBe('nosniff');
    expect(display.bytes.length).toBe(up.size);
    const thumb = await fetchFile(as.dealerA, up.thumbUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    const row = await rowOf(up.id);
    expect(Number(thumb.headers.get('content-length'))).toBe(row.thumbSize);
    expect(thumb.bytes.length).toBe(row.thumbSize);
    // What is served is what is on the disk.
    expect(onDisk(row.fileKey).equals(display.bytes)).toBe(true);
    expect(onDisk(row.thumbKey!).equals(thumb.bytes)).toBe(true);
    // A part of the thumbnail, as a browser resuming it asks.
    const part = await fetchFile(as.dealerA, up.thumbUrl, { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${row.thumbSize}`);
    expect(part.bytes.equals(thumb.bytes.subarray(0, 10))).toBe(true);

    for (const [image, longest] of [
      [display.bytes, CLAIM_PHOTO_DISPLAY_PX],
      [thumb.bytes, CLAIM_PHOTO_THUMB_PX],
    ] as const) {
      const m = await sharp(image).metadata();
      expect(m.format).toBe('jpeg');
      // Portrait, as the phone showed it; the longest side at the size asked.
      expect(m.height).toBe(longest);
      expect(m.width).toBe(Math.round((longest * 2000) / 3000));
      // No metadata at all: no EXIF (so no GPS, no camera, no orientation left to apply twice), no XMP, IPTC or ICC.
      expect(m.exif).toBeUndefined();
      expect(m.orientation).toBeUndefined();
      expect(m.xmp).toBeUndefined();
      expect(m.iptc).toBeUndefined();
      expect(m.icc).toBeUndefined();
      expect(image.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(image.includes(Buffer.from('TestPhone'))).toBe(false);
      // Turned by its orientation: the left (red) half of the stored picture is now on top.
      expect(isRed(await pixel(image, Math.floor(m.width! / 2), 5))).toBe(true);
      expect(isBlue(await pixel(image, Math.floor(m.width! / 2), m.height! - 5))).toBe(true);
    }
    expect(row).toMatchObject({ claimId: null, messageId: null, uploaderId: await userId(server, 'rossi@demo.test'), kind: 'photo', size: up.size });
    expect(row.hash).toBe(sha256(display.bytes));
    expect(row.thumbHash).toBe(sha256(thumb.bytes));
  });

  it('a PNG, with transparency, becomes a JPEG on white; a small one is not enlarged', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const res = await send(as.dealerA, { name: 'schermata.png', content: png });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'photo', name: 'schermata.jpg', type: 'image/jpeg', width: 200, height: 100 });
    const display = await fetchFile(as.dealerA, res.body.url);
    expect(await pixel(display.bytes, 100, 50)).toEqual([255, 255, 255]);
  });

  it('an AVIF and a WebP are photos too, whatever they are called', async () => {
    const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#00aa00' } }).avif().toBuffer();
    const webp = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#00aa00' } }).webp().toBuffer();
    // An AVIF under the general HEIF brand `mif1` (as some encoders write it): AV1 all the same.
    const mif1 = Buffer.from(avif);
    mif1.write('mif1', 8, 'latin1');
    for (const content of [avif, mif1, webp]) {
      const res = await send(as.dealerA, { name: 'foto', content });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ kind: 'photo', name: 'foto.jpg', width: 64, height: 48 });
    }
  });
});

describe('a PDF', () => {
  it('is stored as sent and offered as an attachment', async () => {
    const content = samples.pdf('perizia');
    const res = await send(as.dealerB, { name: 'perizia.pdf', content, type: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'pdf', name: 'perizia.pdf', type: 'application/pdf', size: content.length, width: null, height: null, thumbUrl: null });
    const file = await fetchFile(as.dealerB, res.body.url);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(content)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="perizia.pdf"/);
  });
});

describe('refused', () => {
  it('a HEIC photo, with the code that tells how to send a JPEG, and nothing stored', async () => {
    const before = await snapshot();
    for (const name of ['IMG_0001.HEIC', 'IMG_0001.jpg']) {
      const res = await send(as.dealerA, { name, content: heicBytes(), type: 'image/heic' });
      expect(res.status).toBe(415);
      expect(res.body.code).toBe('heic_unsupported');
      expect(res.body.message).toMatch(/JPEG/);
      expect(res.body.message).toMatch(/Most Compatible/);
    }
    await expectNothingStored(before);
  });

  it('text named .jpg, a program, an empty file: not a photo nor a PDF', async () => {
    const before = await snapshot();
    for (const content of [Buffer.from('just some text, not a picture\n'), samples.exe()]) {
      const res = await send(as.dealerA, { name: 'foto.jpg', content, type: 'image/jpeg' });
      expect(res.status).toBe(415);
      expect(res.body.code).toBe('unsupported_type');
    }
    const empty = await send(as.dealerA, { name: 'foto.jpg', content: Buffer.alloc(0) });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('file_empty');
    await expectNothingStored(before);
  });

  it('a JPEG whose data is broken after its header', async () => {
    const before = await snapshot();
    const broken = Buffer.concat([(await phonePhoto()).subarray(0, 600), Buffer.alloc(5000, 0x55)]);
    const res = await send(as.dealerA, { name: 'rotta.jpg', content: broken });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('image_unreadable');
    await expectNothingStored(before);
  });

  it('a picture of more pixels than the limit, before decoding it', async () => {
    const before = await snapshot();
    // 12,000 × 10,000 of one colour: a few hundred KB of PNG for 120 million pixels.
    const huge = await sharp({ create: { width: 12_000, height: 10_000, channels: 3, background: '#888888' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(CLAIM_PHOTO_MAX_BYTES);
    const res = await send(as.dealerA, { name: 'enorme.png', content: huge });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('image_too_many_pixels');
    await expectNothingStored(before);
  }, 60_000);

  it('a file over 15 MB, and nothing stored', async () => {
    const before = await snapshot();
    const big = Buffer.alloc(CLAIM_PHOTO_MAX_BYTES + 1, 0x20);
    (await phonePhoto()).copy(big);
    const res = await send(as.dealerA, { name: 'grande.jpg', content: big });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('file_too_large');
    await expectNothingStored(before);
  });

  it('a text field (the upload takes the file alone), a file part under another name, no file', async () => {
    const before = await snapshot();
    const photo = { name: 'a.jpg', content: await phonePhoto() };
    const field = await send(as.dealerA, photo, { claimId: '1' });
    expect(field.status).toBe(400);
    expect(field.body.code).toBe('validation_failed');
    const none = await sendForm(as.dealerA, api.claims.upload, { note: 'x' });
    expect(none.status).toBe(400);
    const noFile = await sendForm(as.dealerA, api.claims.upload, {});
    expect(noFile.status).toBe(400);
    await expectNothingStored(before);
  });

  it('anyone not signed in, or not yet approved', async () => {
    const photo = { name: 'a.jpg', content: samples.png() };
    expect((await send(as.anonymous, photo)).status).toBe(401);
    expect((await send(as.pending, photo)).status).toBe(403);
  });
});

describe('an upload cut half-way', () => {
  it('leaves no part, no file and no row', async () => {
    const before = await snapshot();
    const { port } = new URL(server.url);
    const boundary = '----claim-cut';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const photo = await phonePhoto();
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      `POST ${api.claims.upload} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${as.dealerA.token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + 4 * 1024 * 1024}\r\n\r\n`,
    );
    socket.write(head);
    socket.write(photo);
    socket.write(Buffer.alloc(512 * 1024, 0x41));
    // The server has begun to write the part before the connection dies.
    const tmp = path.join(server.config.dataDir, 'tmp');
    for (let i = 0; i < 100 && !fs.readdirSync(tmp).length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(fs.readdirSync(tmp).length).toBe(1);
    socket.destroy();
    for (let i = 0; i < 200 && fs.readdirSync(tmp).length; i++) await new Promise((r) => setTimeout(r, 25));
    await expectNothingStored(before);
    // The server still answers.
    expect((await send(as.dealerA, { name: 'dopo.jpg', content: photo })).status).toBe(201);
  });
});

describe('who may follow the links', () => {
  let dealerB = 0;
  let admin = 0;
  beforeAll(async () => {
    dealerB = await userId(server, 'bianchi@demo.test');
    admin = await userId(server, 'admin@demo.test');
  });
  /** A link to `id`'s file made for `userId` (as an answer listing that file would give it), followed by `client`. */
  const follow = async (client: Client, user: number, id: number, kind: 'claimFile' | 'claimThumb' = 'claimFile') => {
    const row = await rowOf(id);
    const key = kind === 'claimFile' ? row.fileKey : row.thumbKey!;
    const { token } = server.app.downloadLinks.create(user, { kind, id, key });
    return fetchFile(client, `/api/files/${token}`);
  };

  it('before a message carries it: its uploader alone, not another dealer, not even an admin', async () => {
    const up = (await send(as.dealerA, { name: 'mia.jpg', content: await phonePhoto() })).body;
    expect((await fetchFile(as.dealerA, up.url)).status).toBe(200);
    expect((await fetchFile(as.dealerA, up.thumbUrl)).status).toBe(200);
    // Dealer A's link followed by dealer B: the link is bound to A's session.
    const foreign = await fetchFile(as.dealerB, up.url);
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('link_invalid');
    // A link of their own to it: the file is not theirs.
    for (const [client, user] of [
      [as.dealerB, dealerB],
      [as.admin, admin],
    ] as const) {
      for (const kind of ['claimFile', 'claimThumb'] as const) {
        const res = await follow(client, user, up.id, kind);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('claim_file_not_found');
      }
    }
    expect((await fetchFile(as.anonymous, up.url)).status).toBe(401);
  });

  it('once on a claim of dealer A: dealer A and the admins, never dealer B', async () => {
    const up = (await send(as.dealerA, { name: 'sul-reclamo.jpg', content: await phonePhoto() })).body;
    const dealerA = await userId(server, 'rossi@demo.test');
    const guarantee = (await as.dealerA.post('/protected/guarantee/create', warrantyBody())).body;
    const now = Date.now();
    // The claim and its message as CORE's create writes them (here directly: the files are under test).
    const claim = await server.app.db
      .insertInto('claims')
      .values({
        code: `RCL-2026-9${String(now).slice(-5)}`,
        guaranteeId: guarantee.id,
        dealerId: dealerA,
        material: 'pvc',
        productCategory: 'finestre',
        product: 'icon',
        kind: 'product',
        noticedOn: new Date().toISOString().slice(0, 10),
        description: 'Vetro crepato',
        paidService: onPostgres ? false : 0,
        status: 'submitted',
        remedy: null,
        rejectionReason: null,
        assigneeId: null,
        dueAt: now + 86_400_000,
        firstAnswerAt: null,
        coverPhotoId: up.id,
        createdBy: dealerA,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await server.app.db
      .insertInto('claimMessages')
      .values({ claimId: claim.id, authorId: dealerA, body: 'Vetro crepato', status: null, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.app.db.updateTable('claimFiles').set({ claimId: claim.id, messageId: message.id }).where('id', '=', up.id).execute();

    expect((await follow(as.dealerA, dealerA, up.id)).status).toBe(200);
    expect((await follow(as.admin, admin, up.id)).status).toBe(200);
    expect((await follow(as.admin, admin, up.id, 'claimThumb')).status).toBe(200);
    expect((await follow(as.dealerB, dealerB, up.id)).status).toBe(404);
    expect((await follow(as.dealerB, dealerB, up.id, 'claimThumb')).status).toBe(404);

    // Attached, it is not stale whatever its age (the job below).
    await server.app.db.updateTable('claimFiles').set({ createdAt: now - 48 * 3600_000 }).where('id', '=', up.id).execute();
    await server.app.jobs.drain('claimUploads');
    expect((await rowOf(up.id)).claimId).toBe(claim.id);
    expect((await follow(as.dealerA, dealerA, up.id)).status).toBe(200);
  });
});

describe('the job of unattached uploads', () => {
  it(`deletes those older than ${CLAIM_UPLOAD_TTL_HOURS} hours, row and files, and keeps the newer`, async () => {
    const stale = (await send(as.dealerA, { name: 'vecchia.jpg', content: await phonePhoto() })).body;
    const stalePdf = (await send(as.dealerB, { name: 'vecchio.pdf', content: samples.pdf('vecchio') })).body;
    const fresh = (await send(as.dealerA, { name: 'nuova.jpg', content: await phonePhoto() })).body;
    const staleRows = await Promise.all([rowOf(stale.id), rowOf(stalePdf.id)]);
    const old = Date.now() - (CLAIM_UPLOAD_TTL_HOURS * 3600 + 60) * 1000;
    await server.app.db.updateTable('claimFiles').set({ createdAt: old }).where('id', 'in', [stale.id, stalePdf.id]).execute();

    await server.app.jobs.drain('claimUploads');
    const left = (await rows()).map((r) => r.id);
    expect(left).not.toContain(stale.id);
    expect(left).not.toContain(stalePdf.id);
    expect(left).toContain(fresh.id);
    const files = storedFiles(server).files;
    for (const r of staleRows) {
      expect(files).not.toContain(r.fileKey);
      if (r.thumbKey) expect(files).not.toContain(r.thumbKey);
    }
    const freshRow = await rowOf(fresh.id);
    expect(files).toContain(freshRow.fileKey);
    expect(files).toContain(freshRow.thumbKey);
    expect((await fetchFile(as.dealerA, stale.url)).status).toBe(404);
    expect((await fetchFile(as.dealerA, fresh.url)).status).toBe(200);
  });

  it('run by two instances at once, deletes each row once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await send(as.dealerA, { name: `doppia-${i}.pdf`, content: samples.pdf(`doppia ${i}`) })).body.id);
    await server.app.db.updateTable('claimFiles').set({ createdAt: 1 }).where('id', 'in', ids).execute();
    const before = Date.now() - CLAIM_UPLOAD_TTL_HOURS * 3600_000;
    const counts = await Promise.all([0, 1].map(() => deleteStaleClaimUploads(server.app.db, server.app.fileStore, before)));
    expect(counts[0]! + counts[1]!).toBe(3);
    expect((await rows()).filter((r) => ids.includes(r.id))).toEqual([]);
  });
});

describe('a backup', () => {
  it('keeps a photo’s display size and thumbnail and a PDF, checked against what the upload recorded', async () => {
    const photo = (await send(as.dealerA, { name: 'da-salvare.jpg', content: await phonePhoto() })).body;
    const pdf = (await send(as.dealerA, { name: 'da-salvare.pdf', content: samples.pdf('backup') })).body;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-claim-backup-'));
    try {
      const { manifest, warnings } = await backup(server.config, path.join(dir, 'b'));
      expect(warnings).toEqual([]);
      const saved = new Set(manifest.files.map((f) => f.path));
      for (const row of [await rowOf(photo.id), await rowOf(pdf.id)]) {
        expect(saved.has(`files/${row.fileKey}`)).toBe(true);
        if (row.kind === 'photo') expect(saved.has(`files/${row.thumbKey}`)).toBe(true);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the start-up sweep of the file store', () => {
  it('keeps a claim file’s display size and thumbnail, and removes a file no row names', async () => {
    const up = (await send(as.dealerA, { name: 'tenuta.jpg', content: await phonePhoto() })).body;
    const row = await rowOf(up.id);
    const orphan = randomUUID();
    fs.writeFileSync(server.app.fileStore.pathOf(orphan), 'nobody’s');
    // Older than the grace the sweep gives a file another instance may be committing.
    const old = new Date(Date.now() - 3 * 3600_000);
    for (const key of [row.fileKey, row.thumbKey!, orphan]) fs.utimesSync(server.app.fileStore.pathOf(key), old, old);
    await server.app.fileStore.sweep((keys) => referencedFileKeys(server.app.db, keys));
    const files = storedFiles(server).files;
    expect(files).toContain(row.fileKey);
    expect(files).toContain(row.thumbKey);
    expect(files).not.toContain(orphan);
  });
});
