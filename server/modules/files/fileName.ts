import { ALLOWED_FILES, FILE_NAME_MAX, extensionOf, type AllowedExtension } from '../../../shared/documents';
import { HttpError } from '../../lib/httpError';

/**
 * The form encoding of browsers (and of undici's FormData) escapes exactly three characters of a
 * file name: LF as `%0A`, CR as `%0D` and `"` as `%22` (HTML, "multipart/form-data encoding
 * algorithm"); it leaves `%` itself alone. So only these three are undone, and every other `%` is
 * part of the name (`100%.pdf`, `a%41.pdf`). A name really holding the text `%22` reads as a
 * quote: the encoding cannot tell the two apart, and a quote is by far the likelier.
 */
const FORM_ESCAPE = /%0A|%0D|%22/g;
const FORM_ESCAPED: Record<string, string> = { '%0A': '\n', '%0D': '\r', '%22': '"' };

/**
 * Characters removed wherever they are, the rest of the name kept: path separators (the name is
 * never a path, and a browser sending a folder upload puts the folder in it), control characters
 * (C0, DEL, C1), and the bidirectional controls (U+061C, U+200E/F, U+202A–E, U+2066–9) with which
 * `fattura\u202Efdp.exe` would display as `fatturaexe.pdf`.
 */
// eslint-disable-next-line no-control-regex
const REMOVED = /[/\\\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The name without the characters it may not show or carry (for names stored before these rules, too). */
export const withoutUnsafeCharacters = (name: string) => name.replace(REMOVED, '');

const badName = () => new HttpError(400, 'The file name is not acceptable', 'file_name_invalid');

function cleanName(sent: string): { name: string; unescaped: string } {
  const unescaped = sent.replace(FORM_ESCAPE, (e) => FORM_ESCAPED[e]);
  const name = withoutUnsafeCharacters(unescaped).normalize('NFC').trim();
  if (!name || name.length > FILE_NAME_MAX || name.startsWith('.')) throw badName();
  return { name, unescaped };
}

/**
 * The name by the same rules, whatever its extension: for an area that judges a file by its
 * content alone (a claim's photo: a phone names it `image.jpg` or nothing useful, and what is
 * stored is a JPEG the server made).
 */
export const acceptAnyFileName = (sent: string): string => cleanName(sent).name;

/**
 * The original name, as it will be stored and offered on download: the name the browser sent, kept
 * literally but for the form's own escapes and the characters removed above. Refused when nothing
 * is left, when it is too long or starts with a dot, or when its extension is not accepted; the
 * removed characters may not make an extension (`x.p/df`): the extension must be that of the name
 * as sent (outer spaces aside).
 */
export function acceptFileName(sent: string): { name: string; ext: AllowedExtension } {
  const { name, unescaped } = cleanName(sent);
  const ext = extensionOf(name);
  if (!(ext in ALLOWED_FILES) || extensionOf(unescaped.trim()) !== ext) {
    throw new HttpError(400, `Files of type .${ext || '?'} are not accepted`, 'file_type_not_allowed', { extension: ext });
  }
  return { name, ext: ext as AllowedExtension };
}
