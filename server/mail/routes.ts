import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Selectable } from 'kysely';
import type { MailJobsTable } from '../db/schema';
import { auth, errors } from '../lib/routeSchemas';
import { HttpError } from '../lib/httpError';
import { IdParams, nullable, searchTerms } from '../lib/schemaTypes';
import { ListQuery, listReply, pageOf, parseJson, setContentRange, sortOf } from '../lib/simpleRest';

const STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
const SORTS = { id: 'id', createdAt: 'createdAt', recipient: 'recipient', status: 'status', sentAt: 'sentAt' } as const;
const Sort = sortOf(Object.keys(SORTS) as (keyof typeof SORTS)[]);
const Filter = Type.Object(
  {
    q: searchTerms(100, 'Part of the recipient or the subject'),
    status: Type.Optional(Type.Enum(STATUSES)),
    template: Type.Optional(Type.String({ maxLength: 40, pattern: '^[A-Za-z]+$' })),
  },
  { additionalProperties: false },
);

const MailSchema = Type.Object({
  id: Type.Integer(),
  recipient: Type.String(),
  template: Type.String({ description: 'The kind of message: passwordReset, accountApproved, noticePublished…' }),
  locale: Type.Enum(['it', 'en']),
  subject: Type.String(),
  status: Type.Enum(STATUSES),
  attempts: Type.Integer(),
  lastError: nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  nextAttemptAt: nullable(Type.String({ format: 'date-time', description: 'While pending' })),
  sentAt: nullable(Type.String({ format: 'date-time' })),
  text: Type.Optional(Type.String({ description: 'The plain-text part (one message only)' })),
});

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
function toApi(row: Selectable<MailJobsTable>, withText = false) {
  return {
    id: row.id,
    recipient: row.recipient,
    template: row.template,
    locale: row.locale,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: iso(row.createdAt)!,
    nextAttemptAt: row.status === 'pending' ? iso(row.runAt) : null,
    sentAt: iso(row.sentAt),
    ...(withText ? { text: row.textBody } : {}),
  };
}

/**
 * The e-mail the portal sent or will send, for admins (ra-data-simple-rest, like users): what went,
 * what waits for its next attempt and why, what failed for good. Read only: the queue owns it.
 * A password reset's link is never shown (only its recipient and subject).
 */
const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  for (const hook of app.adminOnly) app.addHook('onRequest', hook);
  const tags = ['mail'];
  const security = auth.bearer;

  app.get(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'E-mail messages, newest first by default: paged (range), sorted, filtered (q, status, template); total in Content-Range',
        querystring: ListQuery,
        response: { 200: listReply('mail', MailSchema), ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const [sortField, order] = parseJson(Sort, req.query.sort, 'sort') ?? ['createdAt', 'DESC'];
      const { start, end } = pageOf(req.query.range);
      const filter = parseJson(Filter, req.query.filter, 'filter') ?? {};
      let query = db.selectFrom('mailJobs');
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.template) query = query.where('template', '=', filter.template);
      if (filter.q) {
        const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) => eb.or([eb(eb.fn('lower', ['recipient']), 'like', like), eb(eb.fn('lower', ['subject']), 'like', like)]));
      }
      const direction = order === 'ASC' ? 'asc' : 'desc';
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy(SORTS[sortField], direction).orderBy('id', direction).limit(end - start + 1).offset(start).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      setContentRange(reply, 'mail', start, rows.length, Number(count.total));
      return rows.map((r) => toApi(r));
    },
  );

  app.get(
    '/:id',
    { schema: { tags, security, summary: 'One message, with its plain text (a reset link blanked)', params: IdParams, response: { 200: MailSchema, ...errors(400, 401, 403, 404) } } },
    async (req) => {
      const row = await db.selectFrom('mailJobs').selectAll().where('id', '=', req.params.id).executeTakeFirst();
      if (!row) throw new HttpError(404, 'Message not found', 'mail_not_found');
      const mail = toApi(row, true);
      // An admin seeing someone's reset link could take over the account.
      if (row.template === 'passwordReset') mail.text = row.textBody.replace(/token=[A-Za-z0-9_-]+/g, 'token=…');
      return mail;
    },
  );
};

export default mailRoutes;
