import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { CATALOGUE } from '../../../shared/catalogue/definition';
import { declarationByNumber, declarationsOf, permanentDopPath, type ProductPerformance } from '../../../shared/catalogue/performance';
import type { Locale as LocaleCode } from '../../../shared/locales';
import { auth, errors } from '../../lib/routeSchemas';
import { Locale } from '../../lib/schemaTypes';
import { HttpError } from '../../lib/httpError';
import { pdfResponse, sendPdf } from '../files/pdfReply';
import { dopPdf } from './dop';

const Slug = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' });
const ProductParams = { material: Slug, productCategory: Slug, product: Slug };
const Version = Type.Integer({ minimum: 1, maximum: 999, description: 'The version of the DoP: 1, 2, …; the highest is the current one' });
const LangQuery = Type.Object(
  { lang: Type.Optional({ ...Locale, description: 'The language of the document; the account’s own language when absent' }) },
  { additionalProperties: false },
);
const dopResponse = (description: string) => pdfResponse(description, '<DoP number>-v<version>-<lang>.pdf');

/** A version of a product's DoP, printed, with the permanent address its QR code leads to. */
async function sendDop(
  app: FastifyInstance,
  reply: FastifyReply,
  slugs: { material: string; category: string; product: string },
  versions: readonly ProductPerformance[],
  performance: ProductPerformance,
  lang: LocaleCode,
  cache: string,
) {
  const m = CATALOGUE.find((x) => x.slug === slugs.material)!;
  const c = m.categories.find((x) => x.slug === slugs.category)!;
  const p = c.products.find((x) => x.slug === slugs.product)!;
  const supersededBy = versions.find((v) => v.version === performance.version + 1);
  const [manufacturer, logo] = await Promise.all([app.manufacturer.identity(), app.manufacturer.logo()]);
  const bytes = await dopPdf({
    lang,
    manufacturer,
    logo,
    material: m,
    category: c,
    product: p,
    performance,
    supersededBy,
    permanentUrl: app.config.publicUrl + permanentDopPath(performance.dop, performance.version, lang),
  });
  return sendPdf(reply, `${performance.dop}-v${performance.version}-${lang}.pdf`, bytes, cache);
}

/** The versions of a product of the catalogue, or a 404. */
function versionsOf(material: string, category: string, product: string): readonly ProductPerformance[] {
  const inCatalogue = CATALOGUE.find((x) => x.slug === material)?.categories.find((x) => x.slug === category)?.products.some((x) => x.slug === product);
  const versions = inCatalogue ? declarationsOf(material, category, product) : undefined;
  if (!versions) throw new HttpError(404, 'This product is not in the catalogue', 'not_found');
  return versions;
}
const noVersion = () => new HttpError(404, 'This DoP has no such version', 'dop_version_not_found');

/** /protected/catalogue/…: documents printed from the catalogue's own data. */
const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/catalogue/:material/:productCategory/:product/dop.pdf',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A product's current Declaration of Performance (Regulation (EU) 305/2011, Annex III) as a PDF",
        security: auth.bearer,
        params: Type.Object(ProductParams, { additionalProperties: false }),
        querystring: LangQuery,
        response: { ...dopResponse('The current DoP, A4, with selectable text'), ...errors(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const { material, productCategory, product } = req.params;
      const versions = versionsOf(material, productCategory, product);
      const slugs = { material, category: productCategory, product };
      return sendDop(app, reply, slugs, versions, versions[versions.length - 1], req.query.lang ?? req.account!.locale, 'private, no-cache');
    },
  );

  app.get(
    '/catalogue/:material/:productCategory/:product/dop/:version',
    {
      schema: {
        tags: ['catalogue'],
        summary: "One version of a product's Declaration of Performance, current or earlier, as a PDF",
        security: auth.bearer,
        params: Type.Object({ ...ProductParams, version: Version }, { additionalProperties: false }),
        querystring: LangQuery,
        response: { ...dopResponse('That version of the DoP, A4, with selectable text'), ...errors(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const { material, productCategory, product, version } = req.params;
      const versions = versionsOf(material, productCategory, product);
      const performance = versions.find((v) => v.version === version);
      if (!performance) throw noVersion();
      const slugs = { material, category: productCategory, product };
      return sendDop(app, reply, slugs, versions, performance, req.query.lang ?? req.account!.locale, 'private, no-cache');
    },
  );
};

/**
 * GET /api/dop/{number}/{version}: the permanent, public address of every version of every DoP,
 * which the QR codes lead to. Public because a DoP is supplied to whoever receives the product
 * and may be made available on a website instead of on paper (Regulation (EU) 305/2011, art. 7(1)
 * and 7(3); Delegated Regulation (EU) 157/2014), and Regulation (EU) 2024/3110 lets the CE marking
 * carry a link to it; it holds nothing that is not printed on the product's paperwork.
 */
export const publicDopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/dop/:number/:version',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One version of a Declaration of Performance by its number, for anyone (its QR code leads here)',
        security: auth.none,
        params: Type.Object(
          { number: Type.String({ minLength: 5, maxLength: 60, pattern: '^DoP-[A-Z0-9-]+$', description: 'The DoP number, as printed' }), version: Version },
          { additionalProperties: false },
        ),
        querystring: Type.Object(
          { lang: Type.Optional({ ...Locale, description: 'The language of the document; Italian when absent' }) },
          { additionalProperties: false },
        ),
        response: { ...dopResponse('That version of the DoP, A4, with selectable text'), ...errors(400, 404) },
      },
    },
    async (req, reply) => {
      const found = declarationByNumber(req.params.number);
      if (!found) throw new HttpError(404, 'No Declaration of Performance has this number', 'not_found');
      const performance = found.versions.find((v) => v.version === req.params.version);
      if (!performance) throw noVersion();
      // The same for everyone; the manufacturer's identity on it can change, so it is checked again.
      return sendDop(app, reply, found, found.versions, performance, req.query.lang ?? 'it', 'public, no-cache');
    },
  );
};

export default catalogueRoutes;
