import { extensionOf } from '../../../shared/documents';

/** The kinds of file the portal draws an icon for (spec §3: "file type icons are chosen by extension"). */
export type FileKind = 'pdf' | 'image' | 'spreadsheet' | 'word' | 'presentation' | 'cad' | 'archive' | 'generic';

const KINDS: Record<string, FileKind> = {
  pdf: 'pdf',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  webp: 'image',
  gif: 'image',
  svg: 'image',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  csv: 'spreadsheet',
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
  ppt: 'presentation',
  pptx: 'presentation',
  odp: 'presentation',
  dwg: 'cad',
  dxf: 'cad',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive',
};

export const fileKindOf = (fileName: string): FileKind => KINDS[extensionOf(fileName)] ?? 'generic';

/** Files the show page previews in the page: PDFs (drawn by pdf.js) and the images browsers decode. */
const PREVIEWABLE = new Set(['pdf', 'png', 'jpg', 'jpeg', 'webp', 'gif']);
export const canPreview = (fileName: string) => PREVIEWABLE.has(extensionOf(fileName));

/** Which words name a file's type (`resources.documenti.file_types.<key>`), by its extension. */
const TYPE_NAMES: Record<string, string> = {
  pdf: 'pdf',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  webp: 'image',
  gif: 'image',
  svg: 'image',
  xls: 'excel',
  xlsx: 'excel',
  ods: 'ods',
  csv: 'csv',
  doc: 'word',
  docx: 'word',
  odt: 'odt',
  rtf: 'rtf',
  ppt: 'powerpoint',
  pptx: 'powerpoint',
  odp: 'odp',
  dwg: 'cad',
  dxf: 'cad',
  zip: 'zip',
};

/**
 * A file's type in words ("PDF", "Immagine PNG", "Foglio Excel"), never its MIME type: by its
 * extension (the server checks that the content agrees with it), else "File XYZ", else null.
 */
export function fileTypeName(fileName: string, translate: (key: string, options?: object) => string): string | null {
  const ext = extensionOf(fileName);
  if (!ext) return null;
  const format = ext === 'jpg' ? 'JPEG' : ext.toUpperCase();
  return translate(`resources.documenti.file_types.${TYPE_NAMES[ext] ?? 'other'}`, { format });
}
