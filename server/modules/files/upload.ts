import fsp from 'node:fs/promises';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { TObject, TSchema, Static } from 'typebox';
import { errors } from '../../lib/routeSchemas';
import { fileTypeFromFile } from 'file-type';
import { ALLOWED_FILES, type AllowedExtension } from '../../../shared/documents';
import { HttpError } from '../../lib/httpError';
import { validate } from '../../lib/validate';
import type { FileStore, ReceivedFile } from '../../storage/fileStore';
import { acceptFileName } from './fileName';

/**
 * How an upload's file is judged. A document's (the default): its name's extension must be one
 * of ALLOWED_FILES, refused before any byte is read, and its content must agree with it. An area
 * that judges by content alone (a claim's photos) gives its own: the name as it may be stored,
 * and, once the file is received whole, its type (or a 4xx).
 */
export interface FileRules {
  /** The name to store (throws a 400 for one that may not be); called before the file is read. */
  name(sent: string): { name: string; type?: string; check?: (tmpPath: string) => Promise<string | void> };
}

const documentRules: FileRules = {
  name(sent) {
    const { name, ext } = acceptFileName(sent);
    return { name, type: ALLOWED_FILES[ext].type, check: (tmpPath) => checkContent(tmpPath, ext) };
  },
};

export interface UploadedFile extends ReceivedFile {
  name: string;
  type: string;
}

export interface ParsedUpload<S extends TObject> {
  fields: Static<S>;
  file?: UploadedFile;
}

/** Text fields up to this many bytes by default: far above any document field, far below a request worth refusing. */
export const DEFAULT_FIELD_BYTES = 16 * 1024;

/** True when the first bytes look like text (no NUL, no other binary control bytes). */
async function looksLikeText(file: string, check?: RegExp): Promise<boolean> {
  const handle = await fsp.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8192), 0, 8192, 0);
    const head = buffer.subarray(0, bytesRead);
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0008\u000e-\u001a]/.test(head.toString('latin1'))) return false;
    return check ? check.test(head.toString('latin1')) : true;
  } finally {
    await handle.close();
  }
}

/** A DXF in its text form opens with a group code 0 + SECTION, or a 999 comment. */
const DXF_START = /^\s*(0\s*\r?\n\s*SECTION|999\s*\r?\n)/;

/** The content's signature must agree with the extension (security.md 3). */
export async function checkContent(file: string, ext: AllowedExtension): Promise<void> {
  const allowed: readonly string[] = ALLOWED_FILES[ext].detected;
  const detected = await fileTypeFromFile(file);
  const ok = allowed.includes('text')
    ? !detected && (await looksLikeText(file, ext === 'dxf' ? DXF_START : undefined))
    : !!detected && allowed.includes(detected.ext);
  if (!ok) {
    throw new HttpError(415, `The content of the file is not a .${ext} file`, 'file_content_mismatch', {
      extension: ext,
      detected: detected?.ext ?? null,
    });
  }
}

/**
 * Reads a multipart request (a document's upload, a notice with its optional attachment): the
 * text fields first (validated by `schema` as soon as the file begins, so a bad form is refused
 * before its file is received; a field after the file is refused), then at most one file part named `file`, streamed to a tmp file
 * of the store, size-limited, then checked by content. Anything that fails removes the tmp file;
 * on success the caller owns it and must commit or remove it.
 */
export async function readUpload<S extends TObject>(
  req: FastifyRequest,
  store: FileStore,
  schema: S,
  {
    maxBytes,
    fileRequired,
    maxFieldBytes = DEFAULT_FIELD_BYTES,
    rules = documentRules,
  }: {
    maxBytes: number;
    fileRequired: boolean;
    /** The longest text field, in bytes of UTF-8 (a notice's body is longer than a document's description). */
    maxFieldBytes?: number;
    rules?: FileRules;
  },
): Promise<ParsedUpload<S>> {
  if (!req.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data', 'not_multipart');
  const raw: Record<string, string> = {};
  let file: UploadedFile | undefined;
  let fields: Static<S> | undefined;
  try {
    const parts = req.parts({
      // The file name whole, as sent: busboy would otherwise keep only what follows its last / or \
      // (`x\"y.pdf` became `"y.pdf`); acceptFileName removes the separators and keeps the rest.
      preservePath: true,
      limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 21, fieldSize: maxFieldBytes, fieldNameSize: 40, headerPairs: 50 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        // Validated when the file begins: a field after it would be taken unchecked, or dropped.
        if (fields) {
          const field = part.fieldname;
          throw new HttpError(400, `Invalid body: ${field} comes after the file; send the text fields first`, 'validation_failed', { fields: [{ field, message: 'comes after the file' }] });
        }
        if (typeof part.value !== 'string' || part.fieldname in raw) {
          throw new HttpError(400, `The field ${part.fieldname} is repeated or not text`, 'validation_failed');
        }
        // Past the limit the parser cuts a field short without failing: a cut field is refused, never stored.
        if (part.valueTruncated || part.fieldnameTruncated) {
          const field = part.fieldname;
          throw new HttpError(400, `Invalid body: ${field} is too long`, 'validation_failed', { fields: [{ field, message: 'is too long' }] });
        }
        raw[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') throw new HttpError(400, 'The file part must be named "file"', 'validation_failed');
      fields = validate(schema, { ...raw }, 'text');
      const accepted = rules.name(part.filename);
      const received = await store.receive(part.file);
      file = { ...received, name: accepted.name, type: accepted.type ?? 'application/octet-stream' };
      if (part.file.truncated) {
        throw new HttpError(413, `The file is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`, 'file_too_large', { maxBytes });
      }
      if (received.size === 0) throw new HttpError(400, 'The file is empty', 'file_empty');
      const type = await accepted.check?.(received.tmpPath);
      if (type) file.type = type;
    }
    fields ??= validate(schema, { ...raw }, 'text');
    if (!file && fileRequired) throw new HttpError(400, 'Choose a file to upload', 'file_required');
    return { fields, file };
  } catch (err) {
    if (file) await store.remove(file.tmpPath);
    throw translateMultipartError(err);
  }
}

/** @fastify/multipart's own errors, given the codes the app knows. */
function translateMultipartError(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, 'The file is too large', 'file_too_large');
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'Too many parts in the upload: one file and its fields', 'too_many_parts');
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, 'A field may not be named __proto__ or constructor', 'validation_failed');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'Send the form as multipart/form-data', 'not_multipart');
  }
  if (err instanceof HttpError || (err as { validation?: unknown }).validation) return err;
  const message = (err as Error)?.message ?? '';
  // busboy refuses a multipart Content-Type it cannot read (no boundary, say) before any part.
  if (/^Multipart: Boundary not found|^Unsupported Content-Type|^Missing Content-Type/.test(message)) {
    return new HttpError(400, 'The multipart/form-data Content-Type needs its boundary', 'not_multipart');
  }
  if (/terminated early|premature|aborted|Unexpected end/i.test(message) || code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return new HttpError(400, 'The upload was interrupted', 'upload_incomplete');
  }
  return err;
}

/**
 * The options of a multipart write route (an admin's, or with no `onRequest` any active account's). `readUpload` validates the body (text fields
 * before the file is read), so Fastify's validator is switched off; the schema documents it.
 */
export function multipartRouteOptions(opts: {
  /** Omitted: any active account (what /protected already requires). */
  onRequest?: onRequestHookHandler;
  tags: string[];
  summary: string;
  body: TSchema;
  status: 200 | 201;
  reply: TSchema | { $ref: string };
}) {
  return {
    ...(opts.onRequest ? { onRequest: opts.onRequest } : {}),
    validatorCompiler: () => () => true,
    schema: {
      tags: opts.tags,
      security: [{ bearer: [] }],
      summary: opts.summary,
      consumes: ['multipart/form-data'],
      body: opts.body,
      response: { [opts.status]: opts.reply, ...errors(400, 401, 403, 404, 413, 415) },
    },
  };
}
