/**
 * Line breaking for the PDF writer, apart from pdf-lib so it can be tested with any measure:
 * paragraphs break at their own newlines, lines at spaces, and a word wider than the line (a long
 * URL, an e-mail) at the character that no longer fits.
 */
export type Measure = (text: string) => number;

export function wrapText(text: string, measure: Measure, maxWidth: number): string[] {
  return text.split(/\r?\n/).flatMap((paragraph) => wrapParagraph(paragraph, measure, maxWidth));
}

function wrapParagraph(paragraph: string, measure: Measure, maxWidth: number): string[] {
  const words = paragraph.split(/ +/).filter(Boolean);
  if (words.length === 0) return [''];
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = breakWord(word, measure, maxWidth);
    line = pieces.pop()!;
    lines.push(...pieces);
  }
  lines.push(line);
  return lines;
}

/** A word cut into pieces that each fit (at least one character a piece, however narrow the line). */
function breakWord(word: string, measure: Measure, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  pieces.push(piece);
  return pieces;
}
