import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { errors } from '../../lib/routeSchemas';
import { IdParams, paged } from '../../lib/schemaTypes';
import { auditContext } from '../audit/record';
import { LINK_LIFETIME_SECONDS } from '../files/downloadLinks';
import { getClaimDetail, listClaims, type Reading } from './repository';
import { ClaimAssignBody, ClaimBody, ClaimDetailSchema, ClaimListQuery, ClaimListReply, ClaimMessageBody, ClaimStatusBody } from './schemas';
import { idempotent, idempotentRequest } from '../idempotency';
import { IdempotencyHeaders, idempotencyErrors } from '../idempotency/schemas';
import { addClaimMessage, assignClaim, createClaim, moveClaim } from './service';

const security = [{ bearer: [] }];
const tags = ['claims'];
/** The paths under /protected, as shared/paths.ts (`api.claims`) spells them in full. */
const paths = {
  list: '/claims/list',
  create: '/claim/create',
  one: '/claim/:id',
  message: '/claim/:id/message',
  status: '/claim/:id/status',
  assign: '/claim/:id/assign',
} as const;

/**
 * A kept list answer carries signed links and each claim's `overdue`, which turns with the clock:
 * it is answered again after a minute, well inside a link's lifetime.
 */
const KEPT_MS = Math.min(60_000, (LINK_LIFETIME_SECONDS * 1000) / 5);

/** The claims themselves: the lists, one claim, opening one, its conversation, moves and assignment. */
const claimRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const adminOnly = app.requireRole('admin');
  const reading = (req: FastifyRequest): Reading => ({ links: app.downloadLinks, user: req.account! });
  const writing = async () => ({ publicUrl: app.config.publicUrl, answerDays: (await app.manufacturer.identity()).claimAnswerDays });
  const detail = (req: FastifyRequest, id: number) => getClaimDetail(db, id, reading(req));

  app.get(
    paths.list,
    {
      schema: {
        tags,
        security,
        summary: 'Claims: a dealer’s own, or every one for an admin; the oldest waiting first unless sorted; filtered',
        querystring: ClaimListQuery,
        response: { 200: ClaimListReply, ...errors(400, 401, 403) },
      },
      config: { cache: { data: ['claims', 'guarantees', 'accounts'], until: () => Date.now() + KEPT_MS } },
    },
    async (req) => listClaims(db, reading(req), paged(req.query)),
  );

  app.get(
    paths.one,
    {
      schema: {
        tags,
        security,
        summary: 'One claim with its conversation (oldest first) and files, if it is the caller’s (admins: any)',
        params: IdParams,
        response: { 200: ClaimDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => detail(req, req.params.id),
  );

  app.post(
    paths.create,
    {
      schema: {
        tags,
        security,
        summary:
          'Opens a claim on a warranty registration (a dealer: its own; an admin: any, for its dealer), with photos uploaded before (POST /protected/claim-file). 400 warranty_expired when the warranty had ended on noticedOn and paidService is not true. With an Idempotency-Key, sent again with the same key and body it answers the first answer again and opens nothing (422 idempotency_key_reused with another body); the signed links of an answer given again may have expired: read the claim for fresh ones',
        headers: IdempotencyHeaders,
        body: ClaimBody,
        response: { 201: ClaimDetailSchema, ...errors(400, 401, 403, 404, 409), ...idempotencyErrors() },
      },
    },
    async (req, reply) => {
      const options = await writing();
      const answer = await idempotent(db, idempotentRequest(req), async (trx) => {
        const { id } = await createClaim(trx, req.account!, req.body, auditContext(req), options);
        return { status: 201, body: await getClaimDetail(trx, id, reading(req)) };
      });
      app.jobs.wake('mailSender');
      return reply.code(answer.status as 201).send(answer.body as never);
    },
  );

  app.post(
    paths.message,
    {
      schema: {
        tags,
        security,
        summary:
          'A message on the claim, with photos or PDFs uploaded before; a dealer’s message on a claim waiting for it moves it back under review. 409 claim_closed on a closed claim',
        params: IdParams,
        body: ClaimMessageBody,
        response: { 201: ClaimDetailSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      await addClaimMessage(db, req.account!, req.params.id, req.body, auditContext(req), await writing());
      app.jobs.wake('mailSender');
      return reply.code(201).send(await detail(req, req.params.id));
    },
  );

  app.post(
    paths.status,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Moves the claim (admins) by the allowed moves, with the message the dealer reads (required for waiting and rejected) and the remedy of an approval. 409 version_conflict when it changed since `version`, 409 invalid_transition for a move the rules do not allow',
        params: IdParams,
        body: ClaimStatusBody,
        response: { 200: ClaimDetailSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await moveClaim(db, req.account!, req.params.id, req.body, auditContext(req), await writing());
      app.jobs.wake('mailSender');
      return detail(req, req.params.id);
    },
  );

  app.post(
    paths.assign,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Gives the claim to an active admin, or to nobody (null) (admins). 409 version_conflict when it changed since `version`',
        params: IdParams,
        body: ClaimAssignBody,
        response: { 200: ClaimDetailSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await assignClaim(db, req.account!, req.params.id, req.body, auditContext(req));
      return detail(req, req.params.id);
    },
  );
};

export default claimRoutes;
