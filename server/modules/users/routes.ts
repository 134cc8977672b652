import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql, type SqlBool, type Expression, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { matchWords } from '../../db/search';
import { auth, errors } from '../../lib/routeSchemas';
import { toPublicUser } from '../auth/users';
import { ListQuery, listReply, pageOf, parseJson, setContentRange, sortOf } from '../../lib/simpleRest';
import { IdParams, JsonId, searchTerms } from '../../lib/schemaTypes';
import { AccountBody } from './schemas';
import { notFound, updateAccount } from './accounts';
import { auditContext } from '../audit/record';

const SORTS = { id: 'id', displayName: 'displayName', email: 'email', company: 'company', role: 'role', status: 'status', createdAt: 'createdAt' } as const;
/** Sorting by status puts the accounts awaiting approval first. */
const statusRank = sql<number>`case ${sql.ref('status')} when 'pending' then 0 when 'active' then 1 else 2 end`;

const Sort = sortOf(Object.keys(SORTS) as (keyof typeof SORTS)[]);
const Filter = Type.Object(
  {
    q: searchTerms(100, 'Words to find in the name, e-mail, company, VAT number, phone, town and province'),
    role: Type.Optional(Type.Enum(['admin', 'dealer'])),
    status: Type.Optional(Type.Enum(['pending', 'active', 'disabled'])),
    id: Type.Optional(Type.Union([JsonId, Type.Array(JsonId, { maxItems: 500 })])),
  },
  { additionalProperties: false },
);

/**
 * The users resource as ra-data-simple-rest expects it (decisions.md "Users"): admins only.
 * Listing (the dealer picker, the accounts page), one account, and an admin's change to one.
 */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  for (const hook of app.adminOnly) app.addHook('onRequest', hook);
  const tags = ['users'];
  const security = auth.bearer;

  app.get(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Users, paged (range), sorted and filtered (q, role, status, id); total in Content-Range',
        querystring: ListQuery,
        response: { 200: listReply('users', Type.Ref('User')), ...errors(400, 401, 403) },
      },
      config: { cache: { data: ['accounts'] } },
    },
    async (req, reply) => {
      const [sortField, order] = parseJson(Sort, req.query.sort, 'sort') ?? ['displayName', 'ASC'];
      const { start, end } = pageOf(req.query.range);
      const filter = parseJson(Filter, req.query.filter, 'filter') ?? {};
      const where = (eb: ExpressionBuilder<Database, 'users'>) => {
        const all: Expression<SqlBool>[] = [];
        if (filter.role) all.push(eb('role', '=', filter.role));
        if (filter.status) all.push(eb('status', '=', filter.status));
        if (filter.id !== undefined) {
          const ids = (Array.isArray(filter.id) ? filter.id : [filter.id]).map(Number);
          all.push(eb('id', 'in', ids.length ? ids : [0]));
        }
        all.push(...matchWords(db, 'users', filter.q, 'users.id'));
        return eb.and(all);
      };
      const direction = order === 'ASC' ? 'asc' : 'desc';
      const [rows, count] = await Promise.all([
        db
          .selectFrom('users')
          .selectAll()
          .where(where)
          .orderBy(sortField === 'status' ? statusRank : SORTS[sortField], direction)
          .orderBy('id', direction)
          .limit(end - start + 1)
          .offset(start)
          .execute(),
        db.selectFrom('users').where(where).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const total = Number(count.total);
      setContentRange(reply, 'users', start, rows.length, total);
      return rows.map(toPublicUser);
    },
  );

  app.put(
    '/:id',
    {
      config: { sameOrigin: true },
      schema: {
        tags,
        security,
        summary: 'Changes an account: approve or disable (which signs it out everywhere), role, profile fields',
        params: IdParams,
        body: AccountBody,
        response: { 200: Type.Ref('User'), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const updated = await updateAccount(db, app.config, req.account!, req.params.id, req.body, auditContext(req));
      app.jobs.wake('mailSender');
      req.log.info({ userId: updated.id, by: req.account!.id, role: updated.role, status: updated.status }, 'account changed');
      return toPublicUser(updated);
    },
  );

  app.get(
    '/:id',
    { schema: { tags, security, summary: 'One user', params: IdParams, response: { 200: Type.Ref('User'), ...errors(400, 401, 403, 404) } } },
    async (req) => {
      const row = await db.selectFrom('users').selectAll().where('id', '=', req.params.id).executeTakeFirst();
      if (!row) throw notFound();
      return toPublicUser(row);
    },
  );
};

export default usersRoutes;
