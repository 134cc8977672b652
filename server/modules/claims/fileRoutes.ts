import '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { api, PROTECTED_AREA } from '../../../shared/paths';
import { CLAIM_PHOTO_MAX_BYTES, type ClaimUpload } from '../../../shared/claims';
import type { ClaimFileRow } from '../../db/schema';
import { multipartRouteOptions, readUpload } from '../files/upload';
import { ClaimUploadBody, ClaimUploadFields, ClaimUploadSchema } from './fileSchemas';
import { claimFileOf } from './links';
import { claimUploadRules, storeClaimFile } from './photos';
import type { DownloadLinks } from '../files/downloadLinks';

/** A stored claim's file as the upload answers it, with its signed links for `userId`. */
export function claimUploadOf(links: DownloadLinks, userId: number, row: ClaimFileRow): ClaimUpload {
  return { ...claimFileOf(links, userId, row), createdAt: new Date(row.createdAt).toISOString() };
}

/**
 * The claims' routes of one part: a claim's photos and PDFs: the upload that comes before the
 * message carrying it (modules/claims/photos.ts), one file a request so that a phone shows each
 * photo's progress and retries only the one that failed. Any active account: the file is its
 * uploader's alone until a create or a message of a claim it may write on attaches it.
 */
const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, fileStore, config, downloadLinks } = app;

  app.post(
    // Registered under /protected (server/routes.ts): the path within it.
    api.claims.upload.slice(PROTECTED_AREA.length),
    multipartRouteOptions({
      tags: ['claims'],
      summary: 'Uploads a photo or a PDF for a claim’s next message: checked by content, a photo made into its display size and thumbnail without EXIF/GPS',
      body: ClaimUploadBody,
      status: 201,
      reply: ClaimUploadSchema,
    }),
    async (req, reply) => {
      const { file } = await readUpload(req, fileStore, ClaimUploadFields, {
        // The operator's ceiling, when lower, is the limit of every upload.
        maxBytes: Math.min(CLAIM_PHOTO_MAX_BYTES, config.maxUploadBytes),
        fileRequired: true,
        rules: claimUploadRules,
      });
      try {
        const row = await storeClaimFile(db, fileStore, req.account!, { path: file!.tmpPath, name: file!.name });
        return reply.code(201).send(claimUploadOf(downloadLinks, req.account!.id, row));
      } finally {
        // What is stored was written anew (a photo's sizes, a PDF's copy): the part as sent goes.
        await fileStore.remove(file!.tmpPath);
      }
    },
  );
};

export default fileRoutes;
