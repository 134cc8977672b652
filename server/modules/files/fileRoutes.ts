import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import send from '@fastify/send';
import contentDisposition from 'content-disposition';
import { auth, errors } from '../../lib/routeSchemas';
import { HttpError, invalidToken } from '../../lib/httpError';
import { ACCESS_COOKIE } from '../auth/cookies';
import { FILES_BASE } from './downloadLinks';
import { FileTokenParams } from './schemas';
import { FILE_SOURCES } from './sources';
import { withoutUnsafeCharacters } from './fileName';

/**
 * `attachment` with a plain ASCII `filename` for old clients and always the exact name as an
 * RFC 5987 `filename*` (security.md 7), whatever characters it holds (`%`, quotes, non-ASCII).
 * A name stored before the rules of `fileName.ts` may still hold a bidirectional control: the
 * same characters are removed here, so no download dialog shows a reversed name.
 */
export function attachment(stored: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const name = withoutUnsafeCharacters(stored);
  const header = contentDisposition(name, { type, fallback: name.replace(/[^\x20-\x7e]|["\\%]/g, '_') });
  return header.includes('filename*=') ? header : `${header}; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * GET /api/files/{link}: streams a stored file (a document's, a notice's attachment) to the
 * browser's own download manager, so a file of hundreds of MB never sits in the page's memory.
 * The link is signed, short-lived and bound to one user, one item and one stored file; it works
 * only together with that user's session cookie, and the item's permission is checked again
 * here, so a shared or leaked link gives nothing.
 */
/** A file as the OpenAPI document shows it: any stored type, named for download, whole or in part. */
const fileAnswer = (description: string, partial = false) => ({
  description,
  headers: {
    'Content-Disposition': { type: 'string', description: 'attachment (inline for a claim\'s photo), with the original file name (RFC 6266 and RFC 5987 `filename*`)' },
    ETag: { type: 'string', description: 'Strong: the stored file never changes under its key' },
    ...(partial ? { 'Content-Range': { type: 'string', description: 'bytes first-last/size' } } : {}),
  },
  content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
});

const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, fileStore, accessTokens, downloadLinks } = app;

  app.get(
    `${FILES_BASE}/:token`,
    {
      // Compression would break Range and Content-Length, and the stored formats are compressed already.
      compress: false,
      schema: {
        tags: ['files'],
        summary: 'Downloads a file through a link from POST /protected/document/{id}/link or /protected/notice/{id}/link (Range supported)',
        description: 'Needs the `token` cookie of the user the link was made for.',
        security: auth.tokenCookie,
        params: FileTokenParams,
        response: {
          200: fileAnswer('The whole file'),
          206: fileAnswer('The requested byte range', true),
          304: { type: 'null', description: 'Not modified: the If-None-Match ETag is current' },
          ...errors(400, 401, 403, 404, 412, 416),
        },
      },
    },
    async (req, reply) => {
      const subject = accessTokens.verify(req.cookies[ACCESS_COOKIE] ?? '');
      // The session as every request reads it: from memory while accounts and sessions are unchanged.
      const user = subject ? await app.sessionUser(subject) : undefined;
      if (!user) throw invalidToken();
      if (user.status !== 'active') throw new HttpError(403, 'Your account is awaiting approval', 'account_pending');

      const link = downloadLinks.read(req.params.token);
      if (!link || Number(link.sub) !== user.id) {
        throw new HttpError(403, 'This download link is not valid any more: start the download again', 'link_invalid');
      }
      const source = FILE_SOURCES[link.kind];
      const file = await source.find(db, link.id, user);
      if (!file || file.key !== link.key) throw source.notFound();

      const result = await send(req.raw, `/${file.key}`, {
        root: fileStore.filesDir,
        acceptRanges: true,
        cacheControl: false,
        contentType: false,
        dotfiles: 'deny',
        index: false,
        etag: true,
        lastModified: true,
      });
      if (result.type === 'error') {
        result.stream.destroy();
        const status = result.statusCode;
        if (status === 416) {
          reply.header('Content-Range', result.headers['Content-Range'] ?? `bytes */${file.size}`);
          throw new HttpError(416, 'The requested range is not in the file', 'range_not_satisfiable');
        }
        if (status === 404) throw source.notFound();
        throw result.metadata.error;
      }
      reply
        .code(result.statusCode as 200 | 206 | 304)
        .headers(result.headers)
        .header('Content-Type', file.type)
        .header('Content-Disposition', attachment(file.name, file.inline ? 'inline' : 'attachment'))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        // Opened directly, the file is inert: no script, no plugin, no same-origin access.
        .header('Content-Security-Policy', "default-src 'none'; sandbox");
      return reply.send(result.stream);
    },
  );
};

export default fileRoutes;
