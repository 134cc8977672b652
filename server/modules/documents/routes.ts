import '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { TObject } from 'typebox';
import { errors } from '../../lib/routeSchemas';
import {
  DocumentListQuery,
  DocumentListReply,
  EditFields,
  ReservedFields,
  ReservedListQuery,
  UploadFields,
  multipartBody,
} from './schemas';
import { findVisibleRow, getDocument, listDocuments, notFound } from './repository';
import { createDocument, deleteDocument, parseIds, updateDocument, type DocumentInput } from './service';
import { auditContext } from '../audit/record';
import { multipartRouteOptions, readUpload } from '../files/upload';
import { IdParams, paged } from '../../lib/schemaTypes';
import { linkRoute } from '../files/linkRoute';
import { paths } from './paths';
import type { CacheRule } from '../../plugins/responseCache';

const docRef = { $ref: 'Document#' } as const;
const security = [{ bearer: [] }];
const tags = ['documents'];

/**
 * The documents paths of spec §7 under /protected (the plugin there has already required an
 * active account). Reading is for every active user within what they may see; writing is for
 * admins, refused before any byte of an upload is read.
 */
/** Lists name the dealers a document is reserved to and its author: accounts too. */
const cache: CacheRule = { data: ['documents', 'accounts'] };

const documentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, fileStore, config } = app;
  const adminOnly = app.requireRole('admin');

  const multipartRoute = (fields: TObject, fileRequired: boolean, summary: string, status: 200 | 201) =>
    multipartRouteOptions({ onRequest: adminOnly, tags, summary, body: multipartBody(fields, fileRequired), status, reply: docRef });
  const upload = <S extends TObject>(req: FastifyRequest, schema: S, fileRequired: boolean) =>
    readUpload(req, fileStore, schema, { maxBytes: config.maxUploadBytes, fileRequired });

  app.get(
    paths.list,
    {
      schema: {
        tags,
        security,
        summary: 'Documents every active dealer may see (not reserved), with `include=reserved` also those reserved to the caller (all, for an admin): paged, sorted, filtered',
        querystring: DocumentListQuery,
        response: { 200: DocumentListReply, ...errors(400, 401, 403) },
      },
      config: { cache },
    },
    async (req) => {
      const user = req.account!;
      const isAdmin = user.role === 'admin';
      const { include, ...query } = req.query;
      const scope = include === 'reserved' ? { reserved: 'both' as const, reservedTo: isAdmin ? undefined : user.id } : { reserved: false };
      return listDocuments(db, scope, paged(query), isAdmin);
    },
  );

  app.get(
    paths.reservedList,
    {
      schema: {
        tags,
        security,
        summary: "Reserved documents the caller may see: a dealer's own, or all of them (by dealer) for an admin",
        querystring: ReservedListQuery,
        response: { 200: DocumentListReply, ...errors(400, 401, 403) },
      },
      config: { cache },
    },
    async (req) => {
      const user = req.account!;
      const isAdmin = user.role === 'admin';
      const { dealerId, ...query } = req.query;
      return listDocuments(db, { reserved: true, reservedTo: isAdmin ? dealerId : user.id }, paged(query), isAdmin);
    },
  );

  app.post(
    paths.upload,
    multipartRoute(UploadFields, true, 'A new document with its file (admins)', 201),
    async (req, reply) => {
      const { fields, file } = await upload(req, UploadFields, true);
      const id = await createDocument(db, fileStore, config, req.account!, { ...fields, reserved: false, dealerIds: [] }, file!, auditContext(req));
      // Committed: its file's text is read now, outside the upload (jobs/documentText.ts).
      app.jobs.wake('documentText');
      return reply.code(201).send(await getDocument(db, id, req.account!));
    },
  );

  app.post(
    paths.reserved,
    multipartRoute(ReservedFields, true, 'A new document reserved to the chosen dealers (admins)', 201),
    async (req, reply) => {
      const { fields, file } = await upload(req, ReservedFields, true);
      const input: DocumentInput = { ...fields, reserved: true, dealerIds: parseIds(fields.dealerIds) };
      const id = await createDocument(db, fileStore, config, req.account!, input, file!, auditContext(req));
      app.jobs.wake('mailSender');
      app.jobs.wake('documentText');
      return reply.code(201).send(await getDocument(db, id, req.account!));
    },
  );

  app.post(
    paths.edit,
    multipartRoute(EditFields, false, 'Changes metadata and reservation, optionally replaces the file (admins)', 200),
    async (req) => {
      const { fields, file } = await upload(req, EditFields, false);
      const { id } = fields;
      const reserved = fields.reserved === 'true';
      await updateDocument(db, fileStore, config, req.account!, id, { ...fields, reserved, dealerIds: parseIds(fields.dealerIds) }, file, auditContext(req));
      app.jobs.wake('mailSender');
      app.jobs.wake('documentText');
      return getDocument(db, id, req.account!);
    },
  );

  app.get(
    paths.one,
    {
      schema: { tags, security, summary: 'One document, if the caller may see it', params: IdParams, response: { 200: docRef, ...errors(400, 401, 403, 404) } },
    },
    async (req) => getDocument(db, req.params.id, req.account!),
  );

  app.delete(
    paths.one,
    {
      onRequest: adminOnly,
      schema: { tags, security, summary: 'Deletes a document and its file (admins)', params: IdParams, response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404) } },
    },
    async (req, reply) => {
      await deleteDocument(db, fileStore, req.params.id, auditContext(req));
      return reply.code(204).send(null);
    },
  );

  linkRoute(app, {
    path: paths.link,
    tags,
    summary: 'A short-lived download link for the caller (GET it with the same session’s token cookie)',
    target: async (id, req) => {
      const row = await findVisibleRow(db, id, req.account!);
      if (!row) throw notFound();
      return { kind: 'document', id: row.id, key: row.fileKey };
    },
  });
};

export default documentsRoutes;
