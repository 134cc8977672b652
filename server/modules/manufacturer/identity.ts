import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { DB } from '../../db';
import { errors, auth } from '../../lib/routeSchemas';
import { HttpError } from '../../lib/httpError';
import { text } from '../../lib/schemaTypes';
import { validate } from '../../lib/validate';
import { normaliseVat, vatProblem } from '../../../shared/vat';
import { PHONE_PATTERN } from '../../../shared/guarantees';
import { LOGO_MAX_BYTES, MANUFACTURER_LIMITS as LIMITS, type ManufacturerIdentity } from '../../../shared/manufacturer';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { nullable } from '../../lib/schemaTypes';
import type { Logo } from '../../pdf/document';
import { changedFields, recordAudit, type AuditContext, auditContext } from '../audit/record';
import { api } from '../../../shared/paths';
import { CLAIM_ANSWER_DAYS_DEFAULT, CLAIM_ANSWER_DAYS_MAX } from '../../../shared/claims';

/**
 * The manufacturer's identity, in one validated configuration used by every document the portal
 * prints and by its header: name, address, VAT number, contacts, and the warranty terms in both
 * languages. Where it comes from, first found: what an admin saved (the database, so every
 * instance agrees), DATA_DIR/manufacturer.json, then demo values.
 */
export const ManufacturerSchema = Type.Object(
  {
    name: text(LIMITS.name),
    address: text(LIMITS.address, true),
    vatNumber: Type.String({ minLength: 2, maxLength: LIMITS.vatNumber }),
    phone: Type.String({ maxLength: LIMITS.phone, pattern: PHONE_PATTERN }),
    email: Type.String({ format: 'email', maxLength: LIMITS.email }),
    website: Type.String({ maxLength: LIMITS.website, pattern: '^https?://[^\\s]+$' }),
    warrantyTerms: Type.Object({ it: text(LIMITS.warrantyTerms, true), en: text(LIMITS.warrantyTerms, true) }, { additionalProperties: false }),
    // The DoP's signature (Regulation (EU) 305/2011, Annex III): optional, see shared/manufacturer.ts.
    signerName: Type.Optional(text(LIMITS.signerName)),
    signerFunction: Type.Optional(text(LIMITS.signerFunction)),
    signingPlace: Type.Optional(text(LIMITS.signingPlace)),
    claimAnswerDays: Type.Optional(
      Type.Integer({ minimum: 1, maximum: CLAIM_ANSWER_DAYS_MAX, description: `Claims: the first-answer target, working days (Monday to Friday, Italian national holidays excepted); ${CLAIM_ANSWER_DAYS_DEFAULT} when left out` }),
    ),
  },
  { additionalProperties: false },
);
export type Manufacturer = Static<typeof ManufacturerSchema>;
/** Compiles only while the browser's type (shared/manufacturer.ts) and this schema agree both ways. */
export const SAME_SHAPE: [Manufacturer] extends [ManufacturerIdentity] ? ([ManufacturerIdentity] extends [Manufacturer] ? true : never) : never = true;

export const DEMO_MANUFACTURER: Manufacturer = {
  name: 'Serramenti Demo S.p.A.',
  address: 'Via dell’Industria 12\n31100 Treviso (TV)\nItalia',
  vatNumber: '04123450266',
  phone: '+39 0422 123456',
  email: 'info@serramenti-demo.example',
  website: 'https://serramenti-demo.example',
  warrantyTerms: {
    it: 'La garanzia copre i difetti di fabbricazione dei prodotti installati a regola d’arte da un rivenditore autorizzato, per la durata indicata dalla data di installazione. Non copre danni da uso improprio, mancata manutenzione o eventi atmosferici eccezionali. Per attivarla, il cliente conserva questo certificato e la fattura di acquisto.',
    en: 'The warranty covers manufacturing defects of products installed workmanlike by an authorised dealer, for the stated period from the installation date. It does not cover damage from misuse, lack of maintenance or exceptional weather events. To claim it, the customer keeps this certificate and the purchase invoice.',
  },
  signerName: 'Giulia Marchetti',
  signerFunction: 'Legale rappresentante',
  signingPlace: 'Treviso',
};

const SETTING = 'manufacturer';

/** Validated, with its VAT number normalised and checked; a 400 naming what is wrong. */
export function checkedManufacturer(value: unknown, context = 'body'): Manufacturer {
  const identity = validate(ManufacturerSchema, value, 'json', context);
  const problem = vatProblem(identity.vatNumber);
  if (problem) throw new HttpError(400, `Invalid ${context}: vatNumber is not a valid VAT number (${problem})`, `vat_${problem}`, { fields: [{ field: 'vatNumber', message: 'is not a valid VAT number' }] });
  return { ...identity, vatNumber: normaliseVat(identity.vatNumber) };
}

/** DATA_DIR/manufacturer.json, when present: a broken file stops the start rather than print wrong paper. */
export function manufacturerFromFile(dataDir: string): Manufacturer | undefined {
  const file = path.join(dataDir, 'manufacturer.json');
  if (!fs.existsSync(file)) return undefined;
  try {
    return checkedManufacturer(JSON.parse(fs.readFileSync(file, 'utf8')), file);
  } catch (err) {
    throw new Error(`${file} is not a valid manufacturer identity: ${(err as Error).message}`);
  }
}

export async function currentManufacturer(db: DB, fallback: Manufacturer): Promise<Manufacturer> {
  const row = await db.selectFrom('appSettings').select('value').where('name', '=', SETTING).executeTakeFirst();
  return row ? (JSON.parse(row.value) as Manufacturer) : fallback;
}

/** The identity as an audit entry compares it: the warranty terms as one field per language. */
const flat = ({ warrantyTerms, ...rest }: Manufacturer) => ({ ...rest, 'warrantyTerms.it': warrantyTerms.it, 'warrantyTerms.en': warrantyTerms.en });

async function saveManufacturer(db: DB, identity: Manufacturer, fallback: () => Promise<Manufacturer>, audit: AuditContext): Promise<void> {
  const value = JSON.stringify(identity);
  // Read first, outside the transaction: on SQLite its one connection is the transaction's.
  const fallbackIdentity = await fallback();
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('appSettings').select('value').where('name', '=', SETTING).executeTakeFirst();
    const before = row ? (JSON.parse(row.value) as Manufacturer) : fallbackIdentity;
    await trx
      .insertInto('appSettings')
      .values({ name: SETTING, value })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
      .execute();
    const changes = changedFields(flat(before), flat(identity));
    await recordAudit(trx, audit, { action: 'manufacturer.update', record: { type: 'manufacturer', id: null, label: identity.name }, changes });
  });
}

export { LOGO_MAX_BYTES };
const LOGO_SETTING = 'manufacturerLogo';
export interface StoredLogo extends Logo {
  /** When it was saved, epoch ms: the version in its URL, so browsers fetch a new one at once. */
  savedAt: number;
}

/**
 * Where the identity is read from: the running app's, for its routes and every document it prints.
 * The logo is kept in the database beside the identity (base64 in a setting row): one small
 * picture, shared by every instance, with no file to keep in step with its row.
 */
export interface ManufacturerSource {
  identity(): Promise<Manufacturer>;
  logo(): Promise<StoredLogo | undefined>;
}

export function manufacturerSource(db: DB, fallback: Manufacturer): ManufacturerSource {
  return {
    identity: () => currentManufacturer(db, fallback),
    async logo() {
      const row = await db.selectFrom('appSettings').select('value').where('name', '=', LOGO_SETTING).executeTakeFirst();
      if (!row) return undefined;
      const { type, data, savedAt } = JSON.parse(row.value) as { type: Logo['type']; data: string; savedAt: number };
      return { type, bytes: Buffer.from(data, 'base64'), savedAt };
    },
  };
}

/**
 * A logo's widest side, px. The portal shows it at most 200 px wide and a PDF 132 pt; a picture
 * larger than this is a photograph or a forged header (a 70-byte PNG may declare 65,536 × 65,536).
 */
export const LOGO_MAX_SIDE = 4096;

/**
 * A data URL's picture, checked by its content (not by what the URL claims; a PNG saved as .jpg is
 * still a PNG), its size in bytes and in pixels, and decoded whole: a picture cut short or forged
 * is refused here, not by every certificate printed after it. What is kept is the picture encoded
 * anew (8-bit sRGB, turned as its EXIF says, without its metadata), which pdf-lib, sharp and every
 * browser read alike.
 */
export async function checkedLogo(dataUrl: string): Promise<Logo> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const refuse = (message: string, code: string) => new HttpError(400, `Invalid body: image ${message}`, code, { fields: [{ field: 'image', message }] });
  if (bytes.length > LOGO_MAX_BYTES) throw refuse(`is larger than ${LOGO_MAX_BYTES / 1024} KB`, 'logo_too_large');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext !== 'png' && detected?.ext !== 'jpg') throw refuse('is not a PNG or JPEG picture', 'logo_not_image');
  const type = detected.ext === 'png' ? 'png' : 'jpeg';
  const unreadable = () => refuse(`cannot be read as a ${type.toUpperCase()} picture`, 'logo_not_image');
  // The header alone (no limit on what it declares, so that a forged one is told as too large).
  const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => Promise.reject(unreadable()));
  if (!width || !height) throw unreadable();
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) throw refuse(`is larger than ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE} pixels (${width} × ${height})`, 'logo_too_many_pixels');
  const picture = sharp(bytes).rotate().toColourspace('srgb');
  const encoded = await (type === 'png' ? picture.png({ compressionLevel: 9 }) : picture.jpeg({ quality: 90 })).toBuffer().catch(() => Promise.reject(unreadable()));
  return { type, bytes: encoded };
}

/** A logo as an audit entry names it: its type and size (never its bytes). */
const logoSummary = (value: string | undefined) => {
  if (!value) return null;
  const { type, data } = JSON.parse(value) as { type: string; data: string };
  return `${type.toUpperCase()}, ${Buffer.from(data, 'base64').length} bytes`;
};

async function saveLogo(db: DB, logo: Logo | null, label: string, audit: AuditContext): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('appSettings').select('value').where('name', '=', LOGO_SETTING).executeTakeFirst();
    let value: string | undefined;
    if (!logo) {
      await trx.deleteFrom('appSettings').where('name', '=', LOGO_SETTING).execute();
    } else {
      value = JSON.stringify({ type: logo.type, data: Buffer.from(logo.bytes).toString('base64'), savedAt: Date.now() });
      await trx
        .insertInto('appSettings')
        .values({ name: LOGO_SETTING, value })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
        .execute();
    }
    const changes = changedFields({ logo: logoSummary(current?.value) }, { logo: logoSummary(value) });
    await recordAudit(trx, audit, { action: logo ? 'manufacturer.logo_update' : 'manufacturer.logo_delete', record: { type: 'manufacturer', id: null, label }, changes });
  });
}

const LOGO_PATH = api.manufacturerLogo;
/** What GET answers: the identity and where its logo is (null: the portal's own mark). */
const ManufacturerView = Type.Object(
  {
    ...ManufacturerSchema.properties,
    logo: Type.Optional({ ...nullable(Type.String()), readOnly: true, description: 'URL of the logo, versioned; null when none was uploaded (sent back on PUT, ignored)' }),
  },
  { additionalProperties: false },
);
const LogoBody = Type.Object(
  {
    image: Type.String({
      maxLength: Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 40,
      pattern: '^data:image/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$',
      description: `A PNG or JPEG picture as a data URL, at most ${LOGO_MAX_BYTES / 1024} KB and ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE} pixels; kept encoded anew, without its metadata`,
    }),
  },
  { additionalProperties: false },
);

async function view(source: ManufacturerSource) {
  const [identity, logo] = await Promise.all([source.identity(), source.logo()]);
  return { ...identity, logo: logo ? `${LOGO_PATH}?v=${logo.savedAt}` : null };
}

/** GET for everyone (the header and the sign-in pages show the name), PUT for admins. */
const manufacturerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['manufacturer'];
  const adminWrite = { config: { sameOrigin: true }, onRequest: app.adminOnly };

  app.get(
    api.manufacturer,
    { schema: { tags, summary: "The manufacturer's identity, as the portal and its documents show it", security: auth.none, response: { 200: ManufacturerView } } },
    async () => view(app.manufacturer),
  );

  app.put(
    api.manufacturer,
    {
      ...adminWrite,
      schema: {
        tags,
        summary: "Changes the manufacturer's identity (admins): every document printed from now on shows it",
        security: auth.bearer,
        body: ManufacturerView,
        response: { 200: ManufacturerView, ...errors(400, 401, 403) },
      },
    },
    async (req) => {
      const { logo: _readOnly, ...body } = req.body;
      await saveManufacturer(app.db, checkedManufacturer(body), () => app.manufacturer.identity(), auditContext(req));
      return view(app.manufacturer);
    },
  );

  app.get(
    LOGO_PATH,
    {
      schema: {
        tags,
        summary: "The manufacturer's logo (PNG or JPEG), for the portal's header and the sign-in pages",
        security: auth.none,
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9]+$', description: 'The version in the URL GET /api/manufacturer gives' })) }, { additionalProperties: false }),
        response: {
          200: {
            description: 'The picture, as uploaded',
            content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errors(400, 404),
        },
      },
    },
    async (req, reply) => {
      const logo = await app.manufacturer.logo();
      if (!logo) throw new HttpError(404, 'No logo has been uploaded', 'not_found');
      // A versioned URL never changes content; the bare one may, any time an admin uploads.
      const cache = req.query.v === String(logo.savedAt) ? 'public, max-age=31536000, immutable' : 'no-cache';
      return reply.header('Cache-Control', cache).header('X-Content-Type-Options', 'nosniff').type(`image/${logo.type}`).send(Buffer.from(logo.bytes) as never);
    },
  );

  app.put(
    LOGO_PATH,
    {
      ...adminWrite,
      schema: {
        tags,
        summary: "Replaces the manufacturer's logo (admins): the header and every document printed from now on show it",
        security: auth.bearer,
        body: LogoBody,
        response: { 200: ManufacturerView, ...errors(400, 401, 403) },
      },
    },
    async (req) => {
      await saveLogo(app.db, await checkedLogo(req.body.image), (await app.manufacturer.identity()).name, auditContext(req));
      return view(app.manufacturer);
    },
  );

  app.delete(
    LOGO_PATH,
    {
      ...adminWrite,
      schema: { tags, summary: "Removes the manufacturer's logo (admins): the portal's own mark is shown again", security: auth.bearer, response: { 200: ManufacturerView, ...errors(401, 403) } },
    },
    async (req) => {
      await saveLogo(app.db, null, (await app.manufacturer.identity()).name, auditContext(req));
      return view(app.manufacturer);
    },
  );
};

export default manufacturerRoutes;
