import { sql, type Kysely } from 'kysely';
import { autoIncrementId } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'integer', (c) => autoIncrementId(db, c))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'varchar(2000)')
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('material', 'varchar(60)')
    .addColumn('product_category', 'varchar(60)')
    .addColumn('product', 'varchar(60)')
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('reserved', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .addColumn('file_key', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('file_name', 'varchar(180)', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('file_type', 'varchar(120)', (c) => c.notNull())
    .addColumn('file_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_uploaded_at', 'bigint', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('documents_listing').on('documents').columns(['reserved', 'category', 'created_at']).execute();
  await db.schema.createIndex('documents_catalogue').on('documents').columns(['material', 'product_category', 'product']).execute();

  // The dealers a reserved document is reserved to.
  await db.schema
    .createTable('document_dealers')
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('document_dealers_pk', ['document_id', 'user_id'])
    .execute();
  await db.schema.createIndex('document_dealers_user').on('document_dealers').columns(['user_id', 'document_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_dealers').execute();
  await db.schema.dropTable('documents').execute();
}
