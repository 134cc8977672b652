import { sql, type Kysely } from 'kysely';
import { autoIncrementId } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => autoIncrementId(db, c))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('display_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('photo_url', 'varchar(500)')
    .addColumn('phone_number', 'varchar(40)')
    .addColumn('country', 'varchar(80)')
    .addColumn('address', 'varchar(200)')
    .addColumn('state', 'varchar(80)')
    .addColumn('city', 'varchar(80)')
    .addColumn('zip_code', 'varchar(20)')
    .addColumn('about', 'varchar(2000)')
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .addColumn('company', 'varchar(120)')
    .addColumn('role', 'varchar(10)', (c) => c.notNull().check(sql`role in ('admin', 'dealer')`))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().check(sql`status in ('pending', 'active', 'disabled')`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('family_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('replaced_by', 'varchar(36)')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['app_settings', 'login_failures', 'refresh_tokens', 'users']) {
    await db.schema.dropTable(t).execute();
  }
}
