import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../lib/routeSchemas';
import { IdParams, paged } from '../../lib/schemaTypes';
import { AuditExportQuery, AuditListQuery, AuditListReply } from './schemas';
import { auditRows, getAuditEntry, listAudit } from './repository';
import { CSV_COLUMNS, csvHeader, csvRow, entryCells } from './csv';

const security = [{ bearer: [] }];
const tags = ['audit'];

/**
 * The audit log, read-only, for admins (under /protected: an active account). There is no route
 * that writes it: entries are recorded by the services (record.ts) and purged by age alone.
 */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const onRequest = app.requireRole('admin');

  app.get(
    '/audit/list',
    {
      onRequest,
      // Kept per admin and URL until an entry is written or purged (or an account changes).
      config: { cache: { data: ['audit', 'accounts'] } },
      schema: {
        tags,
        security,
        summary: 'Audit entries (admins): paged, newest first, filtered by actor, action, record, time and words',
        description:
          'Entries are written by the server only, in the transaction of the change they record; none can be created, changed or deleted through the API. Entries older than AUDIT_RETENTION_DAYS (default 730) are purged at start-up and daily.',
        querystring: AuditListQuery,
        response: { 200: AuditListReply, ...errors(400, 401, 403) },
      },
    },
    async (req) => listAudit(db, paged(req.query)),
  );

  app.get(
    '/audit/export.csv',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Every audit entry the filters keep, newest first, as CSV (admins), streamed',
        description:
          'Columns: ' + CSV_COLUMNS.join(', ') + '. `changes` is JSON ([{field, before, after}]). A cell starting with = + - @ is prefixed with \' (CSV injection).',
        querystring: AuditExportQuery,
        response: {
          200: { description: 'text/csv; charset=utf-8, UTF-8 with a byte order mark, CRLF line ends', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errors(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const rows = auditRows(db, req.query);
      // The first batch is read before the answer starts, so a bad filter is still a 400.
      const first = await rows.next();
      async function* lines() {
        yield csvHeader();
        if (first.done) return;
        yield csvRow(entryCells(first.value));
        for await (const entry of rows) yield csvRow(entryCells(entry));
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(lines()) as never);
    },
  );

  app.get(
    '/audit/:id',
    {
      onRequest,
      schema: { tags, security, summary: 'One audit entry (admins)', params: IdParams, response: { 200: { $ref: 'AuditEntry#' }, ...errors(400, 401, 403, 404) } },
    },
    async (req) => getAuditEntry(db, req.params.id),
  );
};

export default auditRoutes;
