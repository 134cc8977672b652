import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { createSearchIndex, dropSearchIndex, type SearchableTable } from '../search';

/**
 * What a manufacturer's volume needs (20,000 documents, 3,000 notices with millions of read marks,
 * 100,000 warranties): an index for every sort a list offers, ending in the id that breaks ties, so
 * that a page is read in order and the scan stops after it; search indexes for `q`; and the
 * version counters that let list totals be kept until the data changes (db/versions.ts).
 */
/** The version counters as this migration made them (later ones add theirs: db/versions.ts). */
const VERSIONED = {
  documents: ['documents', 'document_dealers'],
  notices: ['notices', 'notice_reads'],
  guarantees: ['guarantees'],
} as const;

const SORT_INDEXES: [table: string, name: string, columns: string[]][] = [
  // Documents: the visibility test (reserved) rides along, so skipping to a late page reads the index only.
  ['documents', 'documents_by_created', ['created_at', 'id', 'reserved']],
  ['documents', 'documents_by_updated', ['updated_at', 'id', 'reserved']],
  ['documents', 'documents_by_title', ['lower(title)', 'id', 'reserved']],
  ['documents', 'documents_by_size', ['file_size', 'id', 'reserved']],
  ['documents', 'documents_by_category', ['category', 'id', 'reserved']],
  ['documents', 'documents_by_language', ['language', 'id', 'reserved']],
  ['documents', 'documents_by_product', ['product', 'created_at', 'id']],
  // The filters dealers use most, newest first: the page is found in the index alone, the other
  // filter tested on the entry, and the walk stops after the page.
  ['documents', 'documents_category_created', ['category', 'created_at', 'id', 'reserved', 'material']],
  ['documents', 'documents_material_created', ['material', 'created_at', 'id', 'reserved', 'category']],
  // Notices: pinned first (descending) whatever the sort, so each sort needs one index per direction
  // (an index is read forwards or backwards, never half of each); the publication window rides along.
  ...(['publish_at', 'lower(title)', 'created_at', 'updated_at'] as const).flatMap((c) => {
    const name = `notices_by_${c.replace(/^lower\((\w+)\)$/, '$1')}`;
    const rest = [c, 'id', 'publish_at', 'expires_at'].filter((x, i, all) => all.indexOf(x) === i);
    return [
      ['notices', `${name}_desc`, ['pinned', ...rest]],
      ['notices', `${name}_asc`, ['pinned desc', ...rest]],
    ] as [string, string, string[]][];
  }),
  ['notices', 'notices_expiry', ['expires_at']],
  // Warranties: a dealer's own, by each sort; everyone's (admins), by each sort.
  ['guarantees', 'guarantees_dealer_created', ['dealer_id', 'created_at', 'id']],
  ['guarantees', 'guarantees_dealer_customer', ['dealer_id', 'customer_name', 'id']],
  ['guarantees', 'guarantees_dealer_expiry', ['dealer_id', 'expires_on', 'id']],
  ['guarantees', 'guarantees_dealer_installation', ['dealer_id', 'installation_date', 'id']],
  ['guarantees', 'guarantees_by_created', ['created_at', 'id']],
  ['guarantees', 'guarantees_by_customer', ['customer_name', 'id']],
  ['guarantees', 'guarantees_by_code', ['code', 'id']],
  ['guarantees', 'guarantees_by_city', ['city', 'id']],
  ['guarantees', 'guarantees_by_product', ['product', 'id']],
  ['guarantees', 'guarantees_by_quantity', ['quantity', 'id']],
  ['guarantees', 'guarantees_by_installation', ['installation_date', 'id']],
  ['guarantees', 'guarantees_by_expiry', ['expires_on', 'id']],
  // Accounts: pending first is a computed rank; the rest sort by their column.
  ['users', 'users_by_display_name', ['display_name', 'id']],
  ['users', 'users_by_created', ['created_at', 'id']],
];
// Superseded by the indexes above (each is a prefix of one, or of no use behind the visibility OR).
const REPLACED: [name: string, table: string, columns: string[]][] = [
  ['documents_listing', 'documents', ['reserved', 'category', 'created_at']],
  ['notices_listing', 'notices', ['pinned', 'publish_at']],
  ['guarantees_dealer', 'guarantees', ['dealer_id', 'created_at']],
  ['guarantees_created', 'guarantees', ['created_at']],
  ['guarantees_expiry', 'guarantees', ['expires_on']],
  ['guarantees_installation', 'guarantees', ['installation_date']],
];

/** The columns searched when this migration was written (db/search.ts SEARCHABLE has today's). */
const SEARCHED: Record<string, readonly string[]> = {
  documents: ['title', 'description'],
  notices: ['title', 'body'],
  guarantees: ['customer_name', 'customer_email', 'customer_phone', 'code', 'order_reference'],
  users: ['display_name', 'email', 'company'],
};

const column = (c: string) => (/[( ]/.test(c) ? sql.raw(c) : sql.ref(c));

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const [name] of REPLACED) await db.schema.dropIndex(name).execute();
  for (const [table, name, columns] of SORT_INDEXES) {
    await sql`create index ${sql.ref(name)} on ${sql.table(table)} (${sql.join(columns.map(column))})`.execute(db);
  }

  // Version counters, bumped by triggers in the writing transaction itself, whatever writes.
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  for (const [name, tables] of Object.entries(VERSIONED)) {
    await db.insertInto('data_versions').values({ name, version: 1 }).execute();
    for (const table of tables) {
      if (pg) {
        await sql.raw(`
          create function ${table}_bump_version() returns trigger language plpgsql as $$
          begin update data_versions set version = version + 1 where name = '${name}'; return null; end $$;
          create trigger ${table}_version after insert or update or delete on ${table}
            for each statement execute function ${table}_bump_version();`).execute(db);
      } else {
        for (const [suffix, event] of [['ai', 'insert'], ['au', 'update'], ['ad', 'delete']]) {
          await sql.raw(`
            create trigger ${table}_version_${suffix} after ${event} on ${table}
            begin update data_versions set version = version + 1 where name = '${name}'; end`).execute(db);
        }
      }
    }
  }

  // Search indexes for `q`.
  if (pg) await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [table, columns] of Object.entries(SEARCHED)) await createSearchIndex(db, table as SearchableTable, columns);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const table of Object.keys(SEARCHED)) await dropSearchIndex(db, table as SearchableTable);
  for (const tables of Object.values(VERSIONED)) {
    for (const table of tables) {
      if (pg) await sql.raw(`drop trigger ${table}_version on ${table}; drop function ${table}_bump_version();`).execute(db);
      else for (const suffix of ['ai', 'au', 'ad']) await sql.raw(`drop trigger ${table}_version_${suffix}`).execute(db);
    }
  }
  await db.schema.dropTable('data_versions').execute();
  for (const [, name] of SORT_INDEXES) await db.schema.dropIndex(name).execute();
  for (const [name, table, columns] of REPLACED) await db.schema.createIndex(name).on(table).columns(columns).execute();
}
