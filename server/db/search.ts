import { sql, type Expression, type SqlBool } from 'kysely';

/** At most this many words of a search are used. */
const MAX_WORDS = 8;

/**
 * "Every word appears in one of these columns", case-insensitive on both databases (lower() on
 * each side; SQLite's LIKE and PostgreSQL's differ in case), with `%`, `_` and `\` in the user's
 * words taken literally.
 */
export function matchWords(q: string | undefined, columns: Expression<string | null>[]): Expression<SqlBool>[] {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  return words.map((word) => {
    const pattern = `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const ors = columns.map((col) => sql<SqlBool>`lower(coalesce(${col}, '')) like ${pattern} escape '\\'`);
    return sql<SqlBool>`(${sql.join(ors, sql` or `)})`;
  });
}
