import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CATALOGUE } from '../../../src/catalogue/definition';
import { performanceOf } from '../../../src/catalogue/performance';
import { auth, errors, Locale } from '../auth/schemas';
import { HttpError } from '../../lib/httpError';
import { attachment } from '../files/fileRoutes';
import { dopPdf } from './dop';

const Slug = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' });

/** /protected/catalogue/…: documents printed from the catalogue's own data. */
const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/catalogue/:material/:productCategory/:product/dop.pdf',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A product's Declaration of Performance (Regulation (EU) 305/2011, Annex III) as a PDF",
        security: auth.bearer,
        params: Type.Object({ material: Slug, productCategory: Slug, product: Slug }, { additionalProperties: false }),
        querystring: Type.Object(
          { lang: Type.Optional({ ...Locale, description: 'The language of the document; the account’s own language when absent' }) },
          { additionalProperties: false },
        ),
        response: {
          200: {
            description: 'The DoP, A4, with selectable text',
            headers: { 'Content-Disposition': { type: 'string', description: 'attachment; filename="<DoP number>-<lang>.pdf"' } },
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const { material, productCategory, product } = req.params;
      const m = CATALOGUE.find((x) => x.slug === material);
      const c = m?.categories.find((x) => x.slug === productCategory);
      const p = c?.products.find((x) => x.slug === product);
      const performance = p && performanceOf(material, productCategory, product);
      if (!m || !c || !p || !performance) throw new HttpError(404, 'This product is not in the catalogue', 'not_found');
      const lang = req.query.lang ?? req.account!.locale;
      const [manufacturer, logo] = await Promise.all([app.manufacturer.identity(), app.manufacturer.logo()]);
      const bytes = await dopPdf({ lang, manufacturer, logo, material: m, category: c, product: p, performance });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachment(`${performance.dop}-${lang}.pdf`))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-cache')
        // A binary body, which the type provider (reading the schema as a string) cannot type.
        .send(Buffer.from(bytes) as never);
    },
  );
};

export default catalogueRoutes;
