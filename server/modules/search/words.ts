import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as english } from '@orama/stemmers/english';
import type { Highlighted } from '../../../shared/search';

/** At most this many words of a search are used. */
export const MAX_WORDS = 8;
/** A stem shorter than this would find nearly everything as a prefix: the word itself is used instead. */
const MIN_STEM = 3;

const WORD = /[\p{L}\p{N}]+/gu;

/** Lowercase, accents removed: what the indexes hold ("Perché" → "perche"). */
export const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The words of a search, each as the prefixes that find it: the word folded and its Italian and
 * English stems, so "finestre" finds "finestra" and "windows" finds "window" whatever the
 * language of the text. Searching is as you type, so every prefix matches longer words too.
 */
export const queryTerms = (q: string): string[][] => queryWords(q).map(prefixesOf);

/** The distinct words of a search, folded. */
export const queryWords = (q: string): string[] => [...new Set((q.match(WORD) ?? []).map(fold))].slice(0, MAX_WORDS);

function prefixesOf(word: string): string[] {
  {
    const prefixes = new Set([word]);
    for (const stem of [italian(word), english(word)]) {
      if (stem.length >= MIN_STEM && stem.length < word.length) prefixes.add(fold(stem));
    }
    // A prefix that begins another makes that one useless: "finestr" covers "finestre".
    const list = [...prefixes];
    return list.filter((p) => !list.some((o) => o !== p && p.startsWith(o)));
  }
}

/** The words of `terms` as the query of an FTS5 table: every word, as any of its prefixes. */
export const ftsMatch = (terms: string[][]) => terms.map((prefixes) => `(${prefixes.map((p) => `"${p}"*`).join(' OR ')})`).join(' AND ');

/** The words of `text` that begin with one of the prefixes, as [start, end) ranges. */
export function matchRanges(text: string, terms: string[][]): Highlighted['matches'] {
  const prefixes = terms.flat();
  const ranges: Highlighted['matches'] = [];
  for (const m of text.matchAll(WORD)) {
    const word = fold(m[0]);
    if (prefixes.some((p) => word.startsWith(p))) ranges.push({ start: m.index, end: m.index + m[0].length });
  }
  return ranges;
}

export const highlight = (text: string, terms: string[][]): Highlighted => ({ text, matches: matchRanges(text, terms) });

/**
 * `text` lowercased and without accents, character for character (a character that would fold to
 * more than one is kept), so a position in it is the same position in `text`.
 */
const foldInPlace = (text: string) =>
  text.replace(/[^\x00-\x40\x5b-\x7f]/g, (c) => {
    const f = fold(c);
    return f.length === 1 ? f : c;
  });

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the first word beginning with one of the prefixes starts in `text`, or -1. */
function firstMatch(text: string, terms: string[][]): number {
  const prefixes = terms.flat();
  if (!prefixes.length) return -1;
  // One scan by the regular expression engine: the text of a file may run to 200,000 characters.
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${prefixes.map(escapeRegExp).join('|')})`, 'u');
  return foldInPlace(text).search(re);
}

/**
 * About `length` characters of `text` around its first match, cut at spaces, with the matches
 * inside it; the beginning of the text when nothing matches. Whitespace runs become one space,
 * as the text of a PDF is full of line breaks.
 */
export function snippet(raw: string, terms: string[][], length = 160): Highlighted {
  const found = firstMatch(raw, terms);
  // Only the neighbourhood of the match is tidied, never the whole of a long text.
  const around = raw.slice(Math.max(0, found - length * 2), Math.max(0, found) + length * 2);
  const text = around.replace(/\s+/g, ' ').trim();
  const cutBefore = found - length * 2 > 0;
  const cutAfter = Math.max(0, found) + length * 2 < raw.length;
  const at = found < 0 ? 0 : Math.max(0, firstMatch(text, terms));
  let start = Math.max(0, at - Math.floor(length / 3));
  let end = Math.min(text.length, start + length);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < at) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  const prefix = start > 0 || cutBefore ? '… ' : '';
  const suffix = end < text.length || cutAfter ? ' …' : '';
  const part = text.slice(start, end);
  return {
    text: prefix + part + suffix,
    matches: matchRanges(part, terms).map((r) => ({ start: r.start + prefix.length, end: r.end + prefix.length })),
  };
}
