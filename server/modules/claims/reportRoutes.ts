import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../lib/routeSchemas';
import { IdParams, Locale } from '../../lib/schemaTypes';
import { pdfResponse, sendPdf } from '../files/pdfReply';
import { printClaimReport } from './report';

const LangQuery = Type.Object(
  { lang: Type.Optional({ ...Locale, description: 'The language of the report; the account’s own language when absent' }) },
  { additionalProperties: false },
);

/** The claims' routes of one part: the claim report, a PDF (modules/claims/report.ts). */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sources = { db: app.db, fileStore: app.fileStore, manufacturer: app.manufacturer };
  app.get(
    '/claim/:id/report.pdf',
    {
      schema: {
        tags: ['claims'],
        security: [{ bearer: [] }],
        summary: "The claim report (PDF): the claim and its registration, the windows concerned with their Uw and the product's declared performance, the photos, the conversation and the decision; the claim's dealer and admins",
        params: IdParams,
        querystring: LangQuery,
        response: {
          ...pdfResponse('A4, with selectable text, in the language asked for or the account’s', '<report>-<claim code>.pdf'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const { filename, content } = await printClaimReport(sources, req.params.id, req.account!, req.query.lang);
      return sendPdf(reply, filename, content);
    },
  );
};

export default reportRoutes;
