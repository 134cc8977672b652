import { Type } from 'typebox';

/** A signed download link, as `GET /api/files/{token}` takes it. */
export const FileTokenParams = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 1000, pattern: '^[A-Za-z0-9_\\-.]+$' }) },
  { additionalProperties: false },
);

/** The answer of every `POST …/{id}/link`. */
export const DownloadLinkReply = Type.Object({ url: Type.String(), expiresAt: Type.String({ format: 'date-time' }) });

/** How an uploaded file's name is kept (server/modules/files/fileName.ts), for the OpenAPI document. */
export const FILE_NAME_RULES =
  'The name is kept as the browser sent it (no percent-decoding beyond the form escapes %22, %0A, %0D), ' +
  'minus path separators (/ and \\), control characters and bidirectional controls, which are removed; ' +
  'a name left empty or starting with a dot is refused (file_name_invalid).';

/** A stored file as the API describes it (a document's file, a notice's attachment). */
export const StoredFileSchema = Type.Object({
  key: Type.String(),
  name: Type.String({ description: 'The uploaded name, as kept. ' + FILE_NAME_RULES }),
  size: Type.Integer(),
  type: Type.String(),
  hash: Type.String(),
  lastModified: Type.String({ format: 'date-time' }),
});
