import { sql, type Kysely, type SqlBool } from 'kysely';
import { autoIncrementId, isPostgres } from '../dialect';
import { createSearchIndex, dropSearchIndex } from '../search';

/**
 * After-sales claims (issue 26, shared/claims.ts). A claim names a registration (and, through
 * `claim_units`, the positions of its window lines), carries the registration's product and
 * dealer as columns of its own so that the triage list, the dealer's list and the quality view
 * filter and count from an index of claims alone; its conversation is `claim_messages`, each with
 * its files (`claim_files`: a photo's display size and thumbnail, or a PDF). A file is uploaded
 * before the message that carries it (per-photo progress and retry), so it exists for a while with
 * no claim: `uploader_id` owns it until a create or a message attaches it, and a job deletes what
 * stays unattached. Every write bumps the `claims` version (kept list answers, db/versions.ts).
 */
const TABLES = ['claims', 'claim_units', 'claim_messages', 'claim_files'];
/** The open statuses (shared/claims.ts OPEN_CLAIM_STATUSES) as the partial index's predicate. */
const OPEN = "status in ('submitted', 'waiting', 'review')";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('claims')
    .addColumn('id', 'integer', (c) => autoIncrementId(db, c))
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('guarantee_id', 'integer', (c) => c.notNull().references('guarantees.id'))
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('material', 'varchar(60)', (c) => c.notNull())
    .addColumn('product_category', 'varchar(60)', (c) => c.notNull())
    .addColumn('product', 'varchar(60)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('noticed_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('paid_service', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('remedy', 'varchar(20)')
    .addColumn('rejection_reason', 'text')
    .addColumn('assignee_id', 'integer', (c) => c.references('users.id'))
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('first_answer_at', 'bigint')
    .addColumn('photo_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cover_photo_id', 'integer')
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The triage list: the oldest waiting first, alone and under each filter; the dealer's list.
  await db.schema.createIndex('claims_due').on('claims').columns(['status', 'due_at', 'id']).execute();
  await db.schema.createIndex('claims_due_all').on('claims').columns(['due_at', 'id']).execute();
  // The claims still waiting (`status=open`, the triage's default), in due order: a few among
  // thousands decided. Its predicate is written with literals, as the list's filter is
  // (modules/claims/repository.ts), or neither database could use it.
  await db.schema.createIndex('claims_open_due').on('claims').columns(['due_at', 'id']).where(sql.raw<SqlBool>(OPEN)).execute();
  // Not answered yet, in due order: the overdue ones come first (`overdue=true`).
  await db.schema.createIndex('claims_unanswered_due').on('claims').columns(['due_at', 'id']).where(sql.ref('first_answer_at'), 'is', null).execute();
  await db.schema.createIndex('claims_dealer_due').on('claims').columns(['dealer_id', 'due_at', 'id']).execute();
  await db.schema.createIndex('claims_assignee_due').on('claims').columns(['assignee_id', 'due_at', 'id']).execute();
  await db.schema.createIndex('claims_created').on('claims').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('claims_dealer').on('claims').columns(['dealer_id', 'status', 'due_at', 'id']).execute();
  await db.schema.createIndex('claims_dealer_created').on('claims').columns(['dealer_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('claims_assignee').on('claims').columns(['assignee_id', 'status', 'due_at', 'id']).execute();
  await db.schema.createIndex('claims_guarantee').on('claims').columns(['guarantee_id', 'created_at', 'id']).execute();
  // The quality view: claims per product and kind within a period.
  await db.schema.createIndex('claims_product').on('claims').columns(['material', 'product_category', 'product', 'created_at', 'kind']).execute();
  await db.schema.createIndex('claims_kind').on('claims').columns(['kind', 'created_at', 'id']).execute();
  await createSearchIndex(db, 'claims', ['code', 'description']);

  await db.schema
    .createTable('claim_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('claim_units')
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('claim_units_pk', ['claim_id', 'position'])
    .execute();

  await db.schema
    .createTable('claim_messages')
    .addColumn('id', 'integer', (c) => autoIncrementId(db, c))
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    // The status this message moved the claim to (a question, a decision, a dealer's answer), or null.
    .addColumn('status', 'varchar(20)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claim_messages_claim').on('claim_messages').columns(['claim_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('claim_files')
    .addColumn('id', 'integer', (c) => autoIncrementId(db, c))
    // Null until a create or a message attaches it.
    .addColumn('claim_id', 'integer', (c) => c.references('claims.id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (c) => c.references('claim_messages.id').onDelete('cascade'))
    .addColumn('uploader_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    // What is stored and served: a photo's display size (no EXIF, no GPS) or the PDF as sent.
    .addColumn('file_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('thumb_key', 'varchar(100)')
    // The thumbnail's bytes and sha256 (a download names its size, a backup checks both), null with no thumbnail.
    .addColumn('thumb_size', 'integer')
    .addColumn('thumb_hash', 'varchar(64)')
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claim_files_message').on('claim_files').columns(['message_id', 'id']).execute();
  await db.schema.createIndex('claim_files_claim').on('claim_files').columns(['claim_id', 'id']).execute();
  // The unattached uploads, for their owner and for the job that deletes the stale ones.
  await db.schema.createIndex('claim_files_pending').on('claim_files').columns(['uploader_id', 'created_at']).where(sql.ref('claim_id'), 'is', null).execute();

  await db.insertInto('data_versions').values({ name: 'claims', version: 1 }).execute();
  for (const table of TABLES) {
    if (isPostgres(db)) {
      await sql.raw(`create trigger ${table}_version after insert or update or delete on ${table}
        for each statement execute function bump_data_version('claims')`).execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`create trigger ${table}_version_${event} after ${event} on ${table}
          begin update data_versions set version = version + 1 where name = 'claims'; end`).execute(db);
      }
    }
  }

  // The quality view (modules/claims/quality.ts): the windows registered in a period per product
  // and month, read from this index alone, like the claims from claims_product: per product, the
  // period's range (SQLite skips from product to product), with the quantity to sum. Led by the
  // time instead, SQLite 3.53 preferred guarantees_by_created and a lookup of every row, or a
  // scan of guarantees_catalogue (36 months of the scale data: 540 ms against 31 ms on the same
  // busy machine; 2 ms with it idle). PostgreSQL 15 cannot skip-scan: it reads the period
  // through guarantees_by_created (an index-only scan of a time-led index gained nothing there).
  await db.schema
    .createIndex('guarantees_quality')
    .on('guarantees')
    .columns(['material', 'product_category', 'product', 'created_at', 'quantity'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('guarantees_quality').execute();
  await dropSearchIndex(db, 'claims');
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).execute();
  await db.schema.dropTable('claim_counters').execute();
  await db.deleteFrom('data_versions').where('name', '=', 'claims').execute();
}
