import { Type } from 'typebox';

/** A signed download link, as `GET /api/files/{token}` takes it. */
export const FileTokenParams = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 1000, pattern: '^[A-Za-z0-9_\\-.]+$' }) },
  { additionalProperties: false },
);

/** The answer of every `POST …/{id}/link`. */
export const DownloadLinkReply = Type.Object({ url: Type.String(), expiresAt: Type.String({ format: 'date-time' }) });

/** A stored file as the API describes it (a document's file, a notice's attachment). */
export const StoredFileSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  type: Type.String(),
  hash: Type.String(),
  lastModified: Type.String({ format: 'date-time' }),
});
