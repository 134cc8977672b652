import fs from 'node:fs';
import { Readable } from 'node:stream';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { fileTypeFromFile } from 'file-type';
import { CLAIM_PHOTO_DISPLAY_PX, CLAIM_PHOTO_THUMB_PX } from '../../../shared/claims';
import type { DB } from '../../db';
import type { ClaimFileRow, UserRow } from '../../db/schema';
import { HttpError } from '../../lib/httpError';
import type { FileStore, ReceivedFile } from '../../storage/fileStore';
import { acceptAnyFileName } from '../files/fileName';
import type { FileRules } from '../files/upload';

/**
 * A claim's photos and PDFs (issue 26). A file is judged by its content alone: a phone names its
 * pictures `image.jpg` whatever they are, and what is stored of a photo is a JPEG the server made.
 * A photo is never stored as sent: sharp applies its EXIF orientation, then makes a display size
 * and a thumbnail, both JPEG, without any metadata (EXIF with its GPS position, XMP, IPTC; colours
 * converted to sRGB and no ICC profile kept): the dealer's phone position never reaches the
 * manufacturer's disk, nor anyone following a link. A PDF is stored as sent.
 */

// Every photo is new: libvips' operation cache would only hold decoded pixels (up to 50 MB) and
// the open files of tmp parts already removed.
sharp.cache(false);

/** What a claim's file is, by its content. */
export type ClaimFileKind = 'photo' | 'pdf';

/** The photo formats sharp's prebuilt libvips decodes (AVIF through libheif's AV1 decoder). */
const PHOTO_FORMATS = new Set(['jpg', 'png', 'webp', 'avif']);

/**
 * The most pixels a photo may have: a 48 MP phone picture (8064 × 6048) and then some. A small
 * file can claim a huge picture (a PNG of one colour compresses a billion pixels into a few MB):
 * past this it is refused before it is decoded, rather than taking the instance's memory.
 */
export const CLAIM_PHOTO_MAX_PIXELS = 100_000_000;

/** The JPEG quality of what is stored: a display size that shows a crack or a scratch clearly, a thumbnail for a list. */
const DISPLAY_QUALITY = 82;
const THUMB_QUALITY = 72;

export const heicUnsupported = () =>
  new HttpError(
    415,
    'HEIC/HEIF photos (an iPhone’s default) cannot be read here: send them as JPEG. On the iPhone, Settings › Camera › Formats › Most Compatible; or choose the photo through the browser, which converts it to JPEG',
    'heic_unsupported',
  );
const unsupportedType = (detected: string | null) =>
  new HttpError(415, 'Send a photo (JPEG, PNG, WebP or AVIF) or a PDF', 'unsupported_type', { detected });
const unreadable = () => new HttpError(415, 'The photo cannot be read: the file is damaged or not a picture', 'image_unreadable');
const tooManyPixels = () =>
  new HttpError(413, `The photo has more than ${CLAIM_PHOTO_MAX_PIXELS / 1_000_000} million pixels: send a smaller one`, 'image_too_many_pixels', {
    maxPixels: CLAIM_PHOTO_MAX_PIXELS,
  });

/**
 * The brands of an ISO-BMFF file's `ftyp` box (its first): the major brand, then the compatible
 * ones. A HEIF container under the general `mif1` brand says there what it holds: `avif` for AV1.
 */
async function ftypBrands(path: string): Promise<string[]> {
  const handle = await fs.promises.open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
    const size = Math.min(bytesRead, buffer.readUInt32BE(0));
    const brands = [buffer.toString('latin1', 8, 12)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(buffer.toString('latin1', at, at + 4));
    return brands;
  } finally {
    await handle.close();
  }
}

/**
 * The kind of a file by its content (file-type's signatures), or a 415 a person can act on. A
 * HEIF container holds HEVC (an iPhone's HEIC) or AV1 (AVIF, sometimes under the general `mif1`
 * brand, which file-type calls HEIC: its compatible brands tell). HEVC is not decoded by sharp's
 * prebuilt libvips (the codec's patents keep it out), so it is refused with the way to send a
 * JPEG instead.
 */
export async function claimFileKind(path: string): Promise<ClaimFileKind> {
  const detected = await fileTypeFromFile(path);
  if (!detected) throw unsupportedType(null);
  if (detected.ext === 'pdf') return 'pdf';
  if (detected.ext === 'heic') {
    const brands = await ftypBrands(path);
    if (brands.includes('avif') || brands.includes('avis')) return 'photo';
    throw heicUnsupported();
  }
  if (PHOTO_FORMATS.has(detected.ext)) return 'photo';
  throw unsupportedType(detected.ext);
}

/** The upload rules of POST /protected/claim-file: any name (kept as sent, cleaned), the kind by content. */
export const claimUploadRules: FileRules = {
  name: (sent) => ({
    name: acceptAnyFileName(sent),
    check: async (tmpPath) => void (await claimFileKind(tmpPath)),
  }),
};

/**
 * Photos decoded at once by this instance: each takes a core and, for a large PNG, a few hundred
 * MB; more would only queue inside libvips while holding their memory.
 */
const PHOTO_SLOTS = Math.max(1, availableParallelism());
let busy = 0;
const waiting: (() => void)[] = [];
async function inPhotoSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy >= PHOTO_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else busy++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else busy--;
  }
}

interface MadePhoto {
  display: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** The display size and thumbnail of a photo, upright, JPEG, without metadata; a 4xx for one that cannot be made. */
async function makePhoto(path: string): Promise<MadePhoto> {
  try {
    return await inPhotoSlot(async () => {
      // failOn 'error': a phone's slightly damaged JPEG (a warning) is still shown, a broken one refused.
      const input = () => sharp(path, { limitInputPixels: CLAIM_PHOTO_MAX_PIXELS, failOn: 'error' });
      const { hasAlpha } = await input().metadata();
      const upright = input().autoOrient();
      // A transparent PNG on white, as a JPEG has no transparency (black otherwise); only then, as
      // flattening a camera's JPEG would cost a third of the time for nothing.
      const display = await (hasAlpha ? upright.flatten({ background: '#ffffff' }) : upright)
        .resize(CLAIM_PHOTO_DISPLAY_PX, CLAIM_PHOTO_DISPLAY_PX, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: DISPLAY_QUALITY })
        .toBuffer({ resolveWithObject: true });
      const thumb = await sharp(display.data)
        .resize(CLAIM_PHOTO_THUMB_PX, CLAIM_PHOTO_THUMB_PX, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: THUMB_QUALITY })
        .toBuffer();
      return { display: display.data, thumb, width: display.info.width, height: display.info.height };
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (/pixel limit/i.test(String((err as Error)?.message))) throw tooManyPixels();
    throw unreadable();
  }
}

/** The name a stored file is offered under: a photo's says what it now is, a JPEG; a PDF keeps or gains `.pdf`. */
export function storedName(name: string, kind: ClaimFileKind): string {
  const base = name.replace(/\.[^.]*$/, '') || (kind === 'photo' ? 'foto' : 'documento');
  if (kind === 'photo') return `${base}.jpg`;
  return /\.pdf$/i.test(name) ? name : `${base}.pdf`;
}

/**
 * Stores a claim's file for `uploader`, unattached (a create or a message attaches it): a photo
 * as its display size and thumbnail, a PDF as it is. `file.path` is only read (the route's tmp
 * part, or a picture the demo content generated): what is stored is written anew into the store's
 * tmp, then moved into place inside the transaction that inserts the row, so there is never a
 * row without its files nor, but for a crash (the start-up sweep), a file without its row.
 */
export async function storeClaimFile(
  db: DB,
  fileStore: FileStore,
  uploader: UserRow,
  file: { path: string; name: string },
  opts: { now?: number } = {},
): Promise<ClaimFileRow> {
  const name = acceptAnyFileName(file.name);
  const kind = await claimFileKind(file.path);
  const parts: ReceivedFile[] = [];
  try {
    let values: { type: string; width: number | null; height: number | null };
    if (kind === 'photo') {
      const made = await makePhoto(file.path);
      parts.push(await fileStore.receive(Readable.from([made.display])));
      parts.push(await fileStore.receive(Readable.from([made.thumb])));
      values = { type: 'image/jpeg', width: made.width, height: made.height };
    } else {
      parts.push(await fileStore.receive(fs.createReadStream(file.path)));
      values = { type: 'application/pdf', width: null, height: null };
    }
    const [main, thumb] = parts;
    const keys: string[] = [];
    try {
      return await db.transaction().execute(async (trx) => {
        for (const part of parts) keys.push(await fileStore.commit(part.tmpPath));
        return trx
          .insertInto('claimFiles')
          .values({
            claimId: null,
            messageId: null,
            uploaderId: uploader.id,
            kind,
            name: storedName(name, kind),
            fileKey: keys[0]!,
            thumbKey: keys[1] ?? null,
            thumbSize: thumb?.size ?? null,
            thumbHash: thumb?.hash ?? null,
            size: main!.size,
            hash: main!.hash,
            ...values,
            createdAt: opts.now ?? Date.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    } catch (err) {
      // Rolled back: the files moved into place go, and the parts not yet moved are removed below.
      for (const key of keys) await fileStore.remove(key).catch(() => {});
      throw err;
    }
  } finally {
    // Every part is moved or, on any failure, removed (a moved one is no longer there: a no-op).
    for (const part of parts) await fileStore.remove(part.tmpPath).catch(() => {});
  }
}
