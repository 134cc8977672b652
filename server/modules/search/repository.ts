import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db';
import type { UserRow } from '../../db/schema';
import { isPostgres } from '../../db/dialect';
import { matchWords } from '../../db/search';
import { pgDocumentVector, pgNoticeVector } from '../../db/migrations/011_search';
import { visibleTo as visibleDocuments } from '../documents/repository';
import { visibleTo as visibleNotices } from '../notices/repository';
import { visibleMatching as visibleGuarantees } from '../guarantees/repository';
import { paths } from '../../../src/config/paths';
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

/** Notice bodies are Markdown: the marks are left out of a snippet. */
const plainMarkdown = (text: string) => text.replace(/\]\([^)]*\)/g, '').replace(/[*_#>`~[\]]/g, '');

interface DocumentHit {
  id: number;
  title: string;
  description: string | null;
  category: string;
}

/**
 * The documents `user` may see that hold every word, in their title and description or in their
 * file's text; the best `limit` technical sheets and the best `limit` others.
 */
export async function searchDocuments(db: DB, user: UserRow, words: string[], terms: string[][], limit: number) {
  const matched = isPostgres(db)
    ? sql`select m.id, max(m.rank) as rank from (
          select d.id, ts_rank(${sql.raw(pgDocumentVector('d'))}, q.q) * 2 as rank from documents d, (select ${tsQuery(words)} as q) q where ${sql.raw(pgDocumentVector('d'))} @@ q.q
          union all
          select t.document_id, ts_rank(t.words, q.q) from document_texts t, (select ${tsQuery(words)} as q) q where t.words @@ q.q
        ) m group by m.id`
    : sql`select m.id, min(m.rank) as rank from (
          select rowid as id, bm25(documents_words, 10.0, 3.0) as rank from documents_words where documents_words match ${ftsMatch(terms)}
          union all
          select rowid, bm25(document_texts_words) from document_texts_words where document_texts_words match ${ftsMatch(terms)}
        ) m group by m.id`;
  // Best first: PostgreSQL's rank grows with relevance, SQLite's BM25 score falls.
  const order = isPostgres(db) ? sql`m.rank desc, documents.id desc` : sql`m.rank, documents.id desc`;
  const query = db
    .selectFrom(sql`(${matched})`.as('m') as any)
    .innerJoin('documents', 'documents.id', 'm.id' as any)
    .where((eb) => visibleDocuments(db, eb as any, user))
    .select([
      'documents.id',
      'documents.title',
      'documents.description',
      'documents.category',
      sql<number>`row_number() over (partition by documents.category = 'technical_sheet' order by ${order})`.as('place'),
    ]);
  const rows = (await (db.selectFrom(query.as('r') as any) as any).selectAll().where('place', '<=', limit).orderBy('place').execute()) as DocumentHit[];
  // The file's text only for the hits whose title and description do not show a word.
  const needText = rows.filter((r) => !highlight(`${r.title} ${r.description ?? ''}`, terms).matches.length).map((r) => r.id);
  const texts = needText.length
    ? new Map((await db.selectFrom('documentTexts').select(['documentId', 'body']).where('documentId', 'in', needText).execute()).map((t) => [t.documentId, t.body]))
    : new Map<number, string>();
  const toHit = (r: DocumentHit): SearchHit => {
    const text = texts.get(r.id) ?? r.description;
    return { id: String(r.id), title: highlight(r.title, terms), snippet: text ? snippet(text, terms) : null, link: `${paths.documents}/${r.id}/show` };
  };
  return {
    documents: rows.filter((r) => r.category !== 'technical_sheet').map(toHit),
    technicalSheets: rows.filter((r) => r.category === 'technical_sheet').map(toHit),
  };
}

/** The notices `user` may see now that hold every word, best first. */
export async function searchNotices(db: DB, user: UserRow, words: string[], terms: string[][], limit: number, now = Date.now()): Promise<SearchHit[]> {
  const base = db.selectFrom('notices').where((eb) => visibleNotices(eb, user, now)).select(['notices.id', 'notices.title', 'notices.body']).limit(limit);
  const rows = isPostgres(db)
    ? await base
        .where(sql<boolean>`${sql.raw(pgNoticeVector('notices'))} @@ ${tsQuery(words)}`)
        .orderBy(sql`ts_rank(${sql.raw(pgNoticeVector('notices'))}, ${tsQuery(words)})`, 'desc')
        .orderBy('notices.id', 'desc')
        .execute()
    : await base
        .innerJoin(sql`(select rowid as id, bm25(notices_words, 10.0, 1.0) as rank from notices_words where notices_words match ${ftsMatch(terms)})`.as('m') as any, 'm.id' as any, 'notices.id')
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
