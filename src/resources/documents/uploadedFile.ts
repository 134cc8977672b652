import { ALLOWED_FILES } from '../../../shared/documents';

/**
 * The spec's uploaded-file description (§3): key, name, size, path, type, preview, lastModified;
 * made from a file just chosen (react-dropzone adds `path`) or from the stored one.
 */
export interface UploadedFile {
  key: string;
  name: string;
  size: number;
  path: string;
  type: string;
  /** An object URL the page can show (images), or null. */
  preview: string | null;
  lastModified: number;
}

export function describeChosenFile(file: File & { path?: string }, preview?: string): UploadedFile {
  return {
    key: `${file.name}:${file.size}:${file.lastModified}`,
    name: file.name,
    size: file.size,
    path: (file.path || file.name).replace(/^\.\//, ''),
    type: file.type,
    preview: preview && file.type.startsWith('image/') ? preview : null,
    lastModified: file.lastModified,
  };
}

/** react-dropzone's `accept`: each served type with its extensions, from the API's allowlist. */
export function dropzoneAccept(): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const [ext, { type }] of Object.entries(ALLOWED_FILES)) (accept[type] ??= []).push(`.${ext}`);
  return accept;
}
