import { sql, type Kysely } from 'kysely';
import { autoIncrementId, isPostgres } from '../dialect';

/**
 * Issue 14, the installer's paperwork: a registration records the windows it covers, each with
 * the Uw computed at registration and kept as computed (the inputs beside it: a later change of
 * the catalogue changes neither the figure nor what it was computed from); the Ecobonus data of
 * the works; the customer's language, which the certificate and its e-mail are written in; when
 * the certificate was last e-mailed. A queued e-mail may name the documents it carries, printed
 * when it is sent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One column per ALTER: SQLite adds no more at once.
  await db.schema.alterTable('guarantees').addColumn('customer_locale', 'varchar(2)', (c) => c.notNull().defaultTo('it')).execute();
  // The Ecobonus data: all four or none (the service writes them together).
  await db.schema.alterTable('guarantees').addColumn('climate_zone', 'varchar(1)').execute();
  await db.schema.alterTable('guarantees').addColumn('works_kind', 'varchar(10)').execute();
  await db.schema.alterTable('guarantees').addColumn('works_start', 'varchar(10)').execute();
  await db.schema.alterTable('guarantees').addColumn('works_end', 'varchar(10)').execute();
  await db.schema.alterTable('guarantees').addColumn('certificate_sent_at', 'bigint').execute();

  await db.schema
    .createTable('guarantee_units')
    .addColumn('id', 'integer', (c) => autoIncrementId(db, c))
    .addColumn('guarantee_id', 'integer', (c) => c.notNull().references('guarantees.id').onDelete('cascade'))
    // The order the dealer listed them in: "window 1, 2…" on the registration and its papers.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('sashes', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // The glazing as the catalogue offered it that day: its id, names and figures.
    .addColumn('glazing_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('glazing_it', 'varchar(300)', (c) => c.notNull())
    .addColumn('glazing_en', 'varchar(300)', (c) => c.notNull())
    .addColumn('ug', 'double precision', (c) => c.notNull())
    .addColumn('psi', 'double precision', (c) => c.notNull())
    .addColumn('uf', 'double precision', (c) => c.notNull())
    // EN ISO 10077-1 at this size (shared/thermal.ts), frozen.
    .addColumn('ag', 'double precision', (c) => c.notNull())
    .addColumn('af', 'double precision', (c) => c.notNull())
    .addColumn('lg', 'double precision', (c) => c.notNull())
    .addColumn('uw', 'double precision', (c) => c.notNull())
    // The Ecobonus data of the unit: the replaced window's Uw, the cost of one window in cents.
    .addColumn('old_uw', 'double precision')
    .addColumn('cost_cents', 'integer')
    .addColumn('with_shutters', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .execute();
  await db.schema.createIndex('guarantee_units_guarantee').on('guarantee_units').columns(['guarantee_id', 'position']).execute();
  await versionTriggers(db, 'create');

  // What a queued message carries besides its text, as references ([{ kind, id }]): the
  // documents are printed when it is sent, so the queue holds no copies of them.
  await db.schema.alterTable('mail_jobs').addColumn('attachments', 'varchar(500)').execute();
}

/**
 * The windows are part of a registration as the lists answer it: a write to them changes the
 * `guarantees` data version, like a write to the registrations (migration 007). On PostgreSQL
 * through the shared `bump_data_version` (which also announces the version to the other
 * instances) where migration 009 made it, else a function of the table's own as 007 did.
 */
async function versionTriggers(db: Kysely<any>, action: 'create' | 'drop'): Promise<void> {
  if (!isPostgres(db)) {
    for (const [suffix, event] of [['ai', 'insert'], ['au', 'update'], ['ad', 'delete']]) {
      await sql
        .raw(
          action === 'create'
            ? `create trigger guarantee_units_version_${suffix} after ${event} on guarantee_units
               begin update data_versions set version = version + 1 where name = 'guarantees'; end`
            : `drop trigger guarantee_units_version_${suffix}`,
        )
        .execute(db);
    }
    return;
  }
  const shared = await sql<{ found: number }>`select 1 as found from pg_proc where proname = 'bump_data_version'`.execute(db);
  if (action === 'drop') {
    await sql.raw('drop trigger guarantee_units_version on guarantee_units').execute(db);
    if (!shared.rows.length) await sql.raw('drop function guarantee_units_bump_version()').execute(db);
    return;
  }
  if (shared.rows.length) {
    await sql
      .raw(
        `create trigger guarantee_units_version after insert or update or delete on guarantee_units
         for each statement execute function bump_data_version('guarantees')`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create function guarantee_units_bump_version() returns trigger language plpgsql as $$
       begin update data_versions set version = version + 1 where name = 'guarantees'; return null; end $$;
       create trigger guarantee_units_version after insert or update or delete on guarantee_units
         for each statement execute function guarantee_units_bump_version();`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await versionTriggers(db, 'drop');
  await db.schema.alterTable('mail_jobs').dropColumn('attachments').execute();
  await db.schema.dropTable('guarantee_units').execute();
  for (const column of ['certificate_sent_at', 'works_end', 'works_start', 'works_kind', 'climate_zone', 'customer_locale']) {
    await db.schema.alterTable('guarantees').dropColumn(column).execute();
  }
}
