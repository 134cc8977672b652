import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../lib/routeSchemas';
import { HttpError } from '../../lib/httpError';
import { IdParams, paged } from '../../lib/schemaTypes';
import { pdfResponse, sendPdf } from '../files/pdfReply';
import { GuaranteeBody, GuaranteeUpdateBody, GuaranteeListQuery, GuaranteeListReply, GuaranteeSchema, PdfQuery, SendReply } from './schemas';
import { getGuarantee, listGuarantees } from './repository';
import { createGuarantee, updateGuarantee } from './service';
import { auditContext } from '../audit/record';
import { mailCertificate, printPaperwork, type PaperworkKind } from './paperwork';
import { paths } from './paths';
import { idempotent, idempotentRequest } from '../idempotency';
import { IdempotencyHeaders, idempotencyErrors } from '../idempotency/schemas';

/** The first moment of the next day, UTC (epoch ms). */
const nextUtcMidnight = (now = new Date()) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);

const security = [{ bearer: [] }];
const tags = ['guarantees'];

/**
 * The warranty registrations of spec §7 under /protected (the plugin there has already required
 * an active account): dealers list, read and register their own; admins every one, and register
 * for a dealer.
 */
const guaranteesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    paths.list,
    {
      schema: {
        tags,
        security,
        summary: "Warranty registrations: a dealer's own, or every one for an admin; paged, sorted, filtered",
        querystring: GuaranteeListQuery,
        response: { 200: GuaranteeListReply, ...errors(400, 401, 403) },
      },
      // Each warranty's status (active, expiring, expired) is the day's: new at midnight UTC.
      config: { cache: { data: ['guarantees', 'accounts'], until: () => nextUtcMidnight() } },
    },
    async (req) => listGuarantees(db, req.account!, paged(req.query)),
  );

  app.post(
    paths.create,
    {
      schema: {
        tags,
        security,
        summary:
          'Registers a warranty; the server gives its code (GAR-<year>-<number>) and computes its expiry. With an Idempotency-Key, sent again with the same key and body it answers the first answer again and registers nothing (422 idempotency_key_reused with another body)',
        headers: IdempotencyHeaders,
        body: GuaranteeBody,
        response: { 201: GuaranteeSchema, ...errors(400, 401, 403), ...idempotencyErrors() },
      },
    },
    async (req, reply) => {
      const answer = await idempotent(db, idempotentRequest(req), async (trx) => {
        const id = await createGuarantee(trx, req.account!, req.body, auditContext(req));
        return { status: 201, body: await getGuarantee(trx, id, req.account!) };
      });
      return reply.code(answer.status as 201).send(answer.body as never);
    },
  );

  app.get(
    paths.one,
    {
      schema: {
        tags,
        security,
        summary: "One warranty registration, if it is the caller's (admins: any)",
        params: IdParams,
        response: { 200: GuaranteeSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => getGuarantee(db, req.params.id, req.account!),
  );

  app.put(
    paths.one,
    {
      schema: {
        tags,
        security,
        summary:
          "Corrects a registration: its windows (Uw computed again), customer, address, product, installation and Ecobonus data, by the rules of a new one; not its dealer or code. Admins: any, at any time; its dealer: for DEALER_EDIT_DAYS (30) from its registration (403 guarantee_edit_closed after). 409 guarantee_changed when it has changed since `version` was read",
        params: IdParams,
        body: GuaranteeUpdateBody,
        response: { 200: GuaranteeSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await updateGuarantee(db, req.account!, req.params.id, req.body, auditContext(req));
      return getGuarantee(db, req.params.id, req.account!);
    },
  );

  const sources = { db, manufacturer: app.manufacturer, publicUrl: app.config.publicUrl };
  const pdfRoute = (kind: PaperworkKind, path: string, summary: string, refusals: (400 | 401 | 403 | 404 | 409)[]) =>
    app.get(
      path,
      {
        schema: {
          tags,
          security,
          summary,
          params: IdParams,
          querystring: PdfQuery,
          response: {
            ...pdfResponse('A4, with selectable text, in the language asked for or the customer’s', '<document>-<code>.pdf'),
            ...errors(...refusals),
          },
        },
      },
      async (req, reply) => {
        const { filename, content } = await printPaperwork(sources, kind, req.params.id, req.account!, req.query.lang);
        return sendPdf(reply, filename, content);
      },
    );
  pdfRoute(
    'certificate',
    paths.certificate,
    "The warranty certificate (PDF): the registration, the product's declared performance, the windows with their Uw, the terms and a QR code to the public verification page",
    [400, 401, 403, 404],
  );
  pdfRoute(
    'declaration',
    paths.declaration,
    "The supplier's declaration for the Ecobonus (PDF): each window's Uw, new and old, against the limit of the zone and the decree applied, costs against the ceilings, the ENEA deadline; 409 without Ecobonus data",
    [400, 401, 403, 404, 409],
  );

  app.post(
    paths.send,
    {
      config: { limit: 'customerMails' },
      schema: {
        tags,
        security,
        summary: "E-mails the warranty certificate (attached, in the customer's language) to the customer; one message per registration every five minutes",
        params: IdParams,
        response: { 202: SendReply, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) => {
      try {
        const sent = await mailCertificate(sources, req.params.id, req.account!);
        app.jobs.wake('mailSender');
        return reply.code(202).send(sent);
      } catch (err) {
        if (err instanceof HttpError && typeof err.extra.retryAfter === 'number') reply.header('Retry-After', String(err.extra.retryAfter));
        throw err;
      }
    },
  );
};

export default guaranteesRoutes;
