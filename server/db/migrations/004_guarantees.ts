import type { Kysely } from 'kysely';
import { autoIncrementId } from '../dialect';

/**
 * Warranty registrations. Calendar dates (installation, expiry) are `YYYY-MM-DD` text: they are
 * days, not instants, and the text compares and sorts the same on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('guarantees')
    .addColumn('id', 'integer', (c) => autoIncrementId(db, c))
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    // A dealer with registrations is never deleted (accounts are disabled): no cascade.
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('customer_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('customer_email', 'varchar(254)')
    .addColumn('customer_phone', 'varchar(30)')
    .addColumn('street', 'varchar(200)', (c) => c.notNull())
    .addColumn('zip_code', 'varchar(10)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('province', 'varchar(60)')
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('material', 'varchar(60)', (c) => c.notNull())
    .addColumn('product_category', 'varchar(60)', (c) => c.notNull())
    .addColumn('product', 'varchar(60)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('order_reference', 'varchar(60)')
    .addColumn('installation_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('warranty_years', 'integer', (c) => c.notNull())
    .addColumn('expires_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('notes', 'varchar(2000)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('guarantees_dealer').on('guarantees').columns(['dealer_id', 'created_at']).execute();
  await db.schema.createIndex('guarantees_created').on('guarantees').columns(['created_at']).execute();
  await db.schema.createIndex('guarantees_expiry').on('guarantees').columns(['expires_on']).execute();
  await db.schema.createIndex('guarantees_installation').on('guarantees').columns(['installation_date']).execute();
  await db.schema.createIndex('guarantees_catalogue').on('guarantees').columns(['material', 'product_category', 'product']).execute();

  // The last number given in each year: GAR-<year>-<number>. Incremented inside the creating
  // transaction, so numbers are unique and without gaps, whatever runs at the same time.
  await db.schema
    .createTable('guarantee_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('guarantee_counters').execute();
  await db.schema.dropTable('guarantees').execute();
}
