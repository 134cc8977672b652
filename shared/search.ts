/** The global search (`GET /api/search`), as both sides type it. */

export const SEARCH_KINDS = ['products', 'documents', 'technicalSheets', 'notices', 'guarantees', 'claims', 'accounts'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The longest search accepted, in characters. */
export const GLOBAL_SEARCH_MAX = 100;
/** Results of each kind, at most. */
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;

/**
 * Text with the words that matched marked as [start, end) ranges of UTF-16 code units: the
 * browser draws them as elements, so no markup ever travels inside the text.
 */
export interface Highlighted {
  text: string;
  matches: { start: number; end: number }[];
}

export interface SearchHit {
  /** The record's id (a product's "<material>/<category>/<product>"). */
  id: string;
  title: Highlighted;
  snippet: Highlighted | null;
  /** Where the record's page is in the browser app. */
  link: string;
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

export interface SearchReply {
  groups: SearchGroup[];
}
