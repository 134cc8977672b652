import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { auth, errors } from '../../lib/routeSchemas';
import { IdParams } from '../../lib/schemaTypes';
import type { LinkTarget } from './downloadLinks';
import { DownloadLinkReply } from './schemas';

/**
 * POST `path`: a short-lived download link to one record's file for the caller (GET it with the
 * same session's token cookie). `target` finds the file of the record `id` if the caller may have
 * it, and throws the area's 404 otherwise. Read only: it writes nothing the caller could repeat.
 */
export function linkRoute(
  app: FastifyInstance,
  { path, tags, summary, target }: { path: string; tags: string[]; summary: string; target: (id: number, req: FastifyRequest) => Promise<LinkTarget> },
) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    path,
    {
      config: { readOnly: true },
      schema: { tags, security: auth.bearer, summary, params: IdParams, response: { 200: DownloadLinkReply, ...errors(400, 401, 403, 404) } },
    },
    async (req) => app.downloadLinks.reply(req.account!.id, await target(req.params.id, req)),
  );
}
