import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { DB } from '../../db';
import { errors, auth } from '../auth/schemas';
import { HttpError } from '../../lib/httpError';
import { text } from '../../lib/schemaTypes';
import { validate } from '../../lib/validate';
import { normaliseVat, vatProblem } from '../../../shared/vat';
import { PHONE_PATTERN } from '../../../shared/guarantees';

/**
 * The manufacturer's identity, in one validated configuration used by every document the portal
 * prints and by its header: name, address, VAT number, contacts, and the warranty terms in both
 * languages. Where it comes from, first found: what an admin saved (the database, so every
 * instance agrees), DATA_DIR/manufacturer.json, then demo values.
 */
export const ManufacturerSchema = Type.Object(
  {
    name: text(120),
    address: text(300, true),
    vatNumber: Type.String({ minLength: 2, maxLength: 30 }),
    phone: Type.String({ maxLength: 40, pattern: PHONE_PATTERN }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    website: Type.String({ maxLength: 200, pattern: '^https?://[^\\s]+$' }),
    warrantyTerms: Type.Object({ it: text(5000, true), en: text(5000, true) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type Manufacturer = Static<typeof ManufacturerSchema>;

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

async function saveManufacturer(db: DB, identity: Manufacturer): Promise<void> {
  const value = JSON.stringify(identity);
  await db
    .insertInto('appSettings')
    .values({ name: SETTING, value })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
    .execute();
}

/** GET for everyone (the header and the sign-in pages show the name), PUT for admins. */
const manufacturerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const fallback = manufacturerFromFile(app.config.dataDir) ?? DEMO_MANUFACTURER;
  const tags = ['manufacturer'];

  app.get(
    '/api/manufacturer',
    { schema: { tags, summary: "The manufacturer's identity, as the portal and its documents show it", security: auth.none, response: { 200: ManufacturerSchema } } },
    async () => currentManufacturer(app.db, fallback),
  );

  app.put(
    '/api/manufacturer',
    {
      config: { sameOrigin: true },
      onRequest: app.adminOnly,
      schema: {
        tags,
        summary: "Changes the manufacturer's identity (admins): every document printed from now on shows it",
        security: auth.bearer,
        body: ManufacturerSchema,
        response: { 200: ManufacturerSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => {
      const identity = checkedManufacturer(req.body);
      await saveManufacturer(app.db, identity);
      return identity;
    },
  );
};

export default manufacturerRoutes;
