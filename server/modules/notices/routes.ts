import '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { NOTICE_BODY_MAX } from '../../../shared/notices';
import { errors } from '../../lib/routeSchemas';
import { IdParams, paged } from '../../lib/schemaTypes';
import { HttpError } from '../../lib/httpError';
import { multipartRouteOptions, readUpload } from '../files/upload';
import { linkRoute } from '../files/linkRoute';
import { LatestParams, NoticeEditFields, NoticeFields, NoticeListQuery, NoticeListReply, UnreadCountReply, noticeMultipartBody } from './schemas';
import { findVisibleNotice, getNotice, keptNextNoticeChange, latestNotices, listNotices, notFound, unreadCount } from './repository';
import type { CacheRule } from '../../plugins/responseCache';

/** What dealers see of notices changes with a write, and at each publication and expiry. */
function cacheRule(): CacheRule {
  const nextChange = keptNextNoticeChange();
  return { data: ['notices', 'accounts'], until: (app, versions) => nextChange(app.db, versions.notices) };
}
import { createNotice, deleteNotice, markRead, updateNotice } from './service';
import { paths } from './paths';
import { auditContext } from '../audit/record';

const noticeRef = { $ref: 'Notice#' } as const;
const security = [{ bearer: [] }];
const tags = ['notices'];

/**
 * The notices paths of spec §7 under /protected (the plugin there has already required an
 * active account). Every active user reads the published notices; admins also see scheduled
 * and expired ones, and alone write (refused before any byte of an upload is read).
 */
const noticesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = cacheRule();
  const { db, fileStore, config } = app;
  const adminOnly = app.requireRole('admin');

  // A body of NOTICE_BODY_MAX characters may take up to 4 bytes each in UTF-8.
  const upload = <S extends typeof NoticeFields | typeof NoticeEditFields>(req: FastifyRequest, schema: S) =>
    readUpload(req, fileStore, schema, { maxBytes: config.maxUploadBytes, fileRequired: false, maxFieldBytes: 4 * NOTICE_BODY_MAX + 1024 });

  const multipartRoute = (fields: typeof NoticeFields | typeof NoticeEditFields, summary: string, status: 200 | 201) =>
    multipartRouteOptions({ onRequest: adminOnly, tags, summary, body: noticeMultipartBody(fields), status, reply: noticeRef });

  app.get(
    paths.list,
    {
      schema: {
        tags,
        security,
        summary: 'Notices the caller may see, pinned first: paged, sorted, searchable; each with the caller’s read mark',
        description: 'Dealers see published notices only; admins see scheduled and expired ones too (filter with `status`).',
        querystring: NoticeListQuery,
        response: { 200: NoticeListReply, ...errors(400, 401, 403) },
      },
      config: { cache },
    },
    async (req) => listNotices(db, req.account!, paged(req.query)),
  );

  app.get(
    paths.latest,
    {
      schema: {
        tags,
        security,
        summary: 'The latest {limit} published notices (1–50), pinned first: the dashboard home',
        params: LatestParams,
        response: { 200: NoticeListReply, ...errors(400, 401, 403) },
      },
      config: { cache },
    },
    async (req) => latestNotices(db, req.account!, req.params.limit),
  );

  app.get(
    paths.unreadCount,
    {
      schema: {
        tags,
        security,
        summary: 'How many published notices the caller has not opened (the menu’s count)',
        response: { 200: UnreadCountReply, ...errors(401, 403) },
      },
      config: { cache },
    },
    async (req) => ({ unread: await unreadCount(db, req.account!) }),
  );

  app.post(paths.upload, multipartRoute(NoticeFields, 'A new notice, with an optional attachment (admins)', 201), async (req, reply) => {
    const { fields, file } = await upload(req, NoticeFields);
    const id = await createNotice(db, fileStore, req.account!, fields, file, auditContext(req));
    app.jobs.wake('noticeAnnouncer');
    return reply.code(201).send(await getNotice(db, id, req.account!));
  });

  app.post(
    paths.edit,
    multipartRoute(NoticeEditFields, 'Changes a notice; optionally replaces or removes its attachment (admins)', 200),
    async (req) => {
      const { fields, file } = await upload(req, NoticeEditFields);
      const { id } = fields;
      await updateNotice(db, fileStore, req.account!, id, fields, file, fields.removeAttachment === 'true', auditContext(req));
      app.jobs.wake('noticeAnnouncer');
      return getNotice(db, id, req.account!);
    },
  );

  app.get(
    paths.one,
    {
      schema: {
        tags,
        security,
        summary: 'One notice, if the caller may see it (reading it does not mark it read: POST …/read does)',
        params: IdParams,
        response: { 200: noticeRef, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => getNotice(db, req.params.id, req.account!),
  );

  app.delete(
    paths.one,
    {
      onRequest: adminOnly,
      schema: { tags, security, summary: 'Deletes a notice and its attachment (admins)', params: IdParams, response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404) } },
    },
    async (req, reply) => {
      await deleteNotice(db, fileStore, req.params.id, auditContext(req));
      return reply.code(204).send(null);
    },
  );

  app.post(
    paths.read,
    {
      schema: {
        tags,
        security,
        summary: 'Marks a notice read by the caller (idempotent: the first time is kept)',
        params: IdParams,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await markRead(db, req.params.id, req.account!);
      return reply.code(204).send(null);
    },
  );

  linkRoute(app, {
    path: paths.link,
    tags,
    summary: 'A short-lived download link to the notice’s attachment for the caller (GET it with the same session’s token cookie)',
    target: async (id, req) => {
      const row = await findVisibleNotice(db, id, req.account!);
      if (!row) throw notFound();
      if (!row.attachmentKey) throw new HttpError(404, 'This notice has no attachment', 'attachment_not_found');
      return { kind: 'notice', id: row.id, key: row.attachmentKey };
    },
  });
};

export default noticesRoutes;
