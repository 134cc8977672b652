import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db';
import type { UserRow } from '../../db/schema';
import { isPostgres } from '../../db/dialect';
import { matchWords } from '../../db/search';
import { visibleTo as visibleDocuments } from '../documents/repository';
import { visibleTo as visibleNotices } from '../notices/repository';
import { visibleMatching as visibleGuarantees } from '../guarantees/repository';
import { visibleMatching as visibleClaims } from '../claims/repository';
import { paths } from '../../../shared/paths';
import type { SearchHit } from '../../../shared/search';
import { ftsMatch, highlight, snippet } from './words';

/**
 * The search of each kind of record, permission-filtered by the same clauses as its list. Words
 * are matched by index: documents, their files' text and notices by the word indexes of
 * migration 011 (stemmed, accents ignored), ranked by relevance (BM25 on SQLite, ts_rank on
 * PostgreSQL; a title counts more than the rest); warranties and accounts, which hold names and
 * codes rather than prose, by the lists' own substring indexes (db/search.ts), newest first.
 */

/** PostgreSQL: every word, as its prefix in the Italian, English or unstemmed configuration. */
function tsQuery(words: string[]): RawBuilder<unknown> {
  const one = (word: string) =>
    sql`(to_tsquery('portal_it', ${`${word}:*`}) || to_tsquery('portal_en', ${`${word}:*`}) || to_tsquery('portal_simple', ${`${word}:*`}))`;
  return sql`(${sql.join(words.map(one), sql` && `)})`;
}

/** The words of a search as the indexes are asked for them. */
export interface SearchWords {
  /** Each word as the prefixes that find it (words.ts), for highlighting and the catalogue. */
  terms: string[][];
  /** The words as SQLite's FTS5 query, or as PostgreSQL's tsquery (text). */
  match: string;
}

/**
 * PostgreSQL's tsquery is made first and then sent as a constant: to_tsquery() in a statement is
 * unknown to the planner, which then guessed most rows match and walked whole tables newest
 * first, testing each (20 ms for a word no document holds).
 */
export async function searchWords(db: DB, words: string[], terms: string[][]): Promise<SearchWords> {
  if (!isPostgres(db)) return { terms, match: ftsMatch(terms) };
  const { match } = await db.selectNoFrom(sql<string>`(${tsQuery(words)})::text`.as('match')).executeTakeFirstOrThrow();
  return { terms, match };
}

/** Notice bodies are Markdown: the marks are left out of a snippet. */
const plainMarkdown = (text: string) => text.replace(/\]\([^)]*\)/g, '').replace(/[*_#>`~[\]]/g, '');

interface DocumentHit {
  id: number;
  title: string;
  description: string | null;
  category: string;
}

const SHEET = 'technical_sheet';
/** How many of the newest matches of a search, by title and by file text, are looked at. */
const NEWEST = 500;

/**
 * The documents `user` may see that hold every word, as two groups (technical sheets, the rest)
 * of at most `limit` each. Documents whose title or description hold the words come first,
 * ranked by relevance (a title counts more); a group still short is filled with documents whose
 * file alone holds them, newest first. Only the newest NEWEST matches of each index are looked
 * at: scoring every match of a common word at a manufacturer's volume (thousands) took 12–18 ms
 * a search on SQLite, while the newest are read from the end of the index and the walk stops
 * there. The documents list's own search (`q`) finds every match.
 */
export async function searchDocuments(db: DB, user: UserRow, { terms, match }: SearchWords, limit: number) {
  const pg = isPostgres(db);
  const inGroups = (matched: RawBuilder<unknown>, order: RawBuilder<unknown>, except: number[] = []) =>
    db
      .selectFrom(
        db
          .selectFrom(sql`(${matched})`.as('m') as any)
          .innerJoin('documents', 'documents.id', 'm.id' as any)
          .where((eb) => visibleDocuments(db, eb as any, user))
          .$if(except.length > 0, (q) => q.where('documents.id', 'not in', except))
          .select([
            'documents.id',
            'documents.title',
            'documents.description',
            'documents.category',
            sql<number>`row_number() over (partition by documents.category = ${SHEET} order by ${order})`.as('place'),
          ])
          .as('r') as any,
      )
      .selectAll()
      .where('place' as any, '<=', limit)
      .orderBy('place' as any)
      .execute() as Promise<DocumentHit[]>;

  // Best first: PostgreSQL's rank grows with relevance, SQLite's BM25 score falls.
  const titled = pg
    ? await inGroups(
        sql`select n.id, ts_rank(n.words, ${match}::tsquery) as rank from (select id, words from documents where words @@ ${match}::tsquery order by id desc limit ${NEWEST}) n`,
        sql`m.rank desc, documents.id desc`,
      )
    : await inGroups(
        sql`select rowid as id, bm25(documents_words, 10.0, 3.0) as rank from documents_words where documents_words match ${match} order by rowid desc limit ${NEWEST}`,
        sql`m.rank, documents.id desc`,
      );
  const ofGroup = (sheets: boolean, rows: DocumentHit[]) => rows.filter((r) => (r.category === SHEET) === sheets);
  let filed: DocumentHit[] = [];
  if (ofGroup(true, titled).length < limit || ofGroup(false, titled).length < limit) {
    filed = await inGroups(
      pg
        ? sql`select document_id as id from document_texts where words @@ ${match}::tsquery order by document_id desc limit ${NEWEST}`
        : sql`select rowid as id from document_texts_words where document_texts_words match ${match} order by rowid desc limit ${NEWEST}`,
      sql`documents.id desc`,
      titled.map((r) => r.id),
    );
  }
  const groups = [true, false].map((sheets) => [...ofGroup(sheets, titled), ...ofGroup(sheets, filed)].slice(0, limit));
  const rows = groups.flat();
  // The file's text only for the hits whose title and description do not show a word.
  const needText = rows.filter((r) => !highlight(`${r.title} ${r.description ?? ''}`, terms).matches.length).map((r) => r.id);
  const texts = needText.length
    ? new Map((await db.selectFrom('documentTexts').select(['documentId', 'body']).where('documentId', 'in', needText).execute()).map((t) => [t.documentId, t.body]))
    : new Map<number, string>();
  const toHit = (r: DocumentHit): SearchHit => {
    const text = texts.get(r.id) ?? r.description;
    return { id: String(r.id), title: highlight(r.title, terms), snippet: text ? snippet(text, terms) : null, link: `${paths.documents}/${r.id}/show` };
  };
  return { technicalSheets: groups[0].map(toHit), documents: groups[1].map(toHit) };
}

/** The notices `user` may see now that hold every word, best first. */
export async function searchNotices(db: DB, user: UserRow, { terms, match }: SearchWords, limit: number, now = Date.now()): Promise<SearchHit[]> {
  const base = db.selectFrom('notices').where((eb) => visibleNotices(eb, user, now)).select(['notices.id', 'notices.title', 'notices.body']).limit(limit);
  const rows = isPostgres(db)
    ? await base
        .where(sql<boolean>`notices.words @@ ${match}::tsquery`)
        .orderBy(sql`ts_rank(notices.words, ${match}::tsquery)`, 'desc')
        .orderBy('notices.id', 'desc')
        .execute()
    : await base
        .innerJoin(sql`(select rowid as id, bm25(notices_words, 10.0, 1.0) as rank from notices_words where notices_words match ${match})`.as('m') as any, 'm.id' as any, 'notices.id')
        .orderBy(sql`m.rank`)
        .orderBy('notices.id', 'desc')
        .execute();
  return rows.map((r) => ({
    id: String(r.id),
    title: highlight(r.title, terms),
    snippet: snippet(plainMarkdown(r.body), terms),
    link: `${paths.notices}/${r.id}/show`,
  }));
}

/** The warranty registrations `user` may see whose customer, code or order hold every word, newest first. */
export async function searchGuarantees(db: DB, user: UserRow, q: string, terms: string[][], limit: number): Promise<SearchHit[]> {
  const rows = await db
    .selectFrom('guarantees')
    .innerJoin('users as dealer', 'dealer.id', 'guarantees.dealerId')
    .where((eb) => visibleGuarantees(db, eb, user, q))
    .select(['guarantees.id', 'guarantees.code', 'guarantees.customerName', 'guarantees.city', 'guarantees.orderReference', 'dealer.displayName as dealerName'])
    .orderBy('guarantees.createdAt', 'desc')
    .orderBy('guarantees.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const details = [r.customerName, r.city, r.orderReference, user.role === 'admin' ? r.dealerName : null].filter(Boolean).join(' · ');
    return { id: String(r.id), title: highlight(r.code, terms), snippet: highlight(details, terms), link: `${paths.warranties}/${r.id}/show` };
  });
}

/** The claims `user` may see whose code or description hold every word (the claims list's own clause), newest first. */
export async function searchClaims(db: DB, user: UserRow, q: string, terms: string[][], limit: number): Promise<SearchHit[]> {
  const rows = await db
    .selectFrom('claims')
    .innerJoin('guarantees', 'guarantees.id', 'claims.guaranteeId')
    .innerJoin('users as dealer', 'dealer.id', 'claims.dealerId')
    .where((eb) => visibleClaims(db, eb as never, user, q))
    .select(['claims.id', 'claims.code', 'claims.description', 'guarantees.code as guaranteeCode', 'guarantees.customerName', 'dealer.displayName as dealerName'])
    .orderBy('claims.createdAt', 'desc')
    .orderBy('claims.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const details = [r.guaranteeCode, r.customerName, user.role === 'admin' ? r.dealerName : null].filter(Boolean).join(' · ');
    return { id: String(r.id), title: highlight(`${r.code} · ${details}`, terms), snippet: snippet(r.description, terms), link: `${paths.claims}/${r.id}/show` };
  });
}

/** Accounts (admins only) whose name, e-mail, company… hold every word. */
export async function searchAccounts(db: DB, q: string, terms: string[][], limit: number): Promise<SearchHit[]> {
  const rows = await db
    .selectFrom('users')
    .where((eb) => eb.and(matchWords(db, 'users', q, 'users.id')))
    .select(['users.id', 'users.displayName', 'users.email', 'users.company', 'users.city'])
    .orderBy('users.createdAt', 'desc')
    .orderBy('users.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    title: highlight(r.displayName, terms),
    snippet: highlight([r.email, r.company, r.city].filter(Boolean).join(' · '), terms),
    link: `${paths.users}/${r.id}`,
  }));
}
