import type { Kysely } from 'kysely';
import { createSearchIndex, dropSearchIndex } from '../search';
import { autoIncrementId } from '../dialect';

/**
 * E-mail: the durable queue every message goes through, the single-use password reset links, and
 * what a person chooses about mail (language, notices). A registration also records what an
 * admin needs to judge it (company, VAT number, phone, town and province are columns already).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One column per ALTER: SQLite adds no more at once.
  await db.schema.alterTable('users').addColumn('vat_number', 'varchar(20)').execute();
  await db.schema.alterTable('users').addColumn('locale', 'varchar(2)', (c) => c.notNull().defaultTo('it')).execute();
  await db.schema.alterTable('users').addColumn('notice_mail', 'varchar(10)', (c) => c.notNull().defaultTo('each')).execute();
  /** Why an admin refused or disabled the account, as the person was told. */
  await db.schema.alterTable('users').addColumn('status_reason', 'varchar(500)').execute();

  // When the dealers were told of a notice (null: not yet, e.g. scheduled); notices that exist
  // before this migration were seen already and are never mailed.
  await db.schema.alterTable('notices').addColumn('mailed_at', 'bigint').execute();
  await db.updateTable('notices').set({ mailed_at: Date.now() }).execute();
  await db.schema.createIndex('notices_unmailed').on('notices').columns(['mailed_at', 'publish_at']).execute();

  await db.schema
    .createTable('mail_jobs')
    .addColumn('id', 'integer', (c) => autoIncrementId(db, c))
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('template', 'varchar(40)', (c) => c.notNull())
    .addColumn('locale', 'varchar(2)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    // pending → sending → sent, or back to pending with a later run_at, or failed after the last attempt.
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema.createIndex('mail_jobs_due').on('mail_jobs').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('mail_jobs_created').on('mail_jobs').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('password_resets')
    // SHA-256 of the token the link carries: a stolen database gives no working link.
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').columns(['user_id']).execute();

  // Admins find an account by any of what its registration says.
  await dropSearchIndex(db, 'users');
  await createSearchIndex(db, 'users', USERS_SEARCHED);
}

/** The users' searched columns from this migration on (SEARCHABLE.users, as it was written here). */
const USERS_SEARCHED = ['display_name', 'email', 'company', 'vat_number', 'phone_number', 'city', 'state'];

export async function down(db: Kysely<any>): Promise<void> {
  await dropSearchIndex(db, 'users');
  await createSearchIndex(db, 'users', ['display_name', 'email', 'company']);
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('mail_jobs').execute();
  await db.schema.dropIndex('notices_unmailed').execute();
  await db.schema.alterTable('notices').dropColumn('mailed_at').execute();
  for (const column of ['status_reason', 'notice_mail', 'locale', 'vat_number']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
