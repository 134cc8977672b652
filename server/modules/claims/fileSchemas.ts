import { Type } from 'typebox';
import { nullable } from '../../lib/schemaTypes';
import { CLAIM_PHOTO_MAX_BYTES } from '../../../shared/claims';
import { FILE_NAME_RULES } from '../files/schemas';

/**
 * A claim's file as the API answers it (shared/claims.ts `ClaimFile`): in a message of a claim's
 * conversation (CORE's schemas use it) and as the answer of the upload.
 */
const claimFileProperties = {
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('photo'), Type.Literal('pdf')]),
  name: Type.String({ description: 'The name it was sent with, a photo’s extension made `.jpg` (what is stored is a JPEG)' }),
  size: Type.Integer({ description: 'Bytes of what is stored and served: a photo’s display size' }),
  type: Type.String(),
  width: nullable(Type.Integer({ description: 'Photos: px of the display size' })),
  height: nullable(Type.Integer()),
  url: Type.String({ description: 'A signed same-origin link (GET with the session’s token cookie), valid minutes' }),
  thumbUrl: nullable(Type.String({ description: 'A photo’s thumbnail, a signed link' })),
};
export const ClaimFileSchema = Type.Object(claimFileProperties);
export const ClaimUploadSchema = Type.Object({ ...claimFileProperties, createdAt: Type.String({ format: 'date-time' }) });

/** POST /protected/claim-file: no text fields, one file part. */
export const ClaimUploadFields = Type.Object({}, { additionalProperties: false });
export const ClaimUploadBody = Type.Object(
  {
    file: Type.String({
      format: 'binary',
      description:
        `A photo (JPEG, PNG, WebP, AVIF; made into a display size and a thumbnail without EXIF or GPS data) or a PDF, ` +
        `judged by content whatever its name; at most ${CLAIM_PHOTO_MAX_BYTES / 1024 / 1024} MB. HEIC/HEIF is refused (415 heic_unsupported). ${FILE_NAME_RULES}`,
    }),
  },
  { additionalProperties: false },
);
