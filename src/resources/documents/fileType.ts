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
