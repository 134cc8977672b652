import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../auth/schemas';
import { IdParams, paged } from '../../lib/schemaTypes';
import { GuaranteeBody, GuaranteeListQuery, GuaranteeListReply, GuaranteeSchema } from './schemas';
import { getGuarantee, listGuarantees } from './repository';
import { createGuarantee } from './service';
import { paths } from './paths';

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
        summary: 'Registers a warranty; the server gives its code (GAR-<year>-<number>) and computes its expiry',
        body: GuaranteeBody,
        response: { 201: GuaranteeSchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const id = await createGuarantee(db, req.account!, req.body);
      return reply.code(201).send(await getGuarantee(db, id, req.account!));
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
};

export default guaranteesRoutes;
