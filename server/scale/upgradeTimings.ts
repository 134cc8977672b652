// Times each migration from 005 on over a manufacturer's volume (1,500 accounts, 20,000 documents,
// 3,000 notices, 100,000 warranties) written at 004's schema: README, "Upgrading".
// npx tsx server/scale/upgradeTimings.ts [postgres://…/an-empty-database]   (SQLite: /tmp/upgrade-timings.sqlite)
import fs from 'node:fs';
import { sql } from 'kysely';
import { createDb, createMigrator } from '../db';
import { isPostgres } from '../db/dialect';

const url = process.argv[2];
const database = url ? { kind: 'postgres' as const, url } : { kind: 'sqlite' as const, file: '/tmp/upgrade-timings.sqlite' };
if (!url) for (const f of ['upgrade-timings.sqlite', 'upgrade-timings.sqlite-wal', 'upgrade-timings.sqlite-shm']) fs.rmSync(`/tmp/${f}`, { force: true });
const db = createDb(database);
const m = createMigrator(db);
const r = await m.migrateTo('004_guarantees'); if (r.error) throw r.error;
const pg = isPostgres(db);
const series = (n: number) => pg ? sql.raw(`generate_series(1, ${n}) as g(i)`) : sql.raw(`(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${n}) select i from s) as g`);
// The epoch milliseconds as bigint: PostgreSQL would take a bare parameter for an integer.
const now = sql`cast(${Date.now()} as bigint)`;
await sql`insert into users (email, password_hash, display_name, first_name, last_name, is_public, role, status, created_at, updated_at, company, city)
  select 'u' || i || '@x.test', 'h', 'User ' || i, 'U', 'Ser', ${pg ? sql`false` : sql`0`}, case when i = 1 then 'admin' else 'dealer' end, 'active', ${now} - i * 1000, ${now}, 'Company ' || i, 'Padova' from ${series(1500)}`.execute(db);
await sql`insert into documents (title, description, category, language, reserved, file_key, file_name, file_size, file_type, file_hash, file_uploaded_at, author_id, created_at, updated_at)
  select 'Listino finestre serramenti ' || i, 'Descrizione del documento numero ' || i || ' con parole come finestra, porta, legno', 'price_list', case when i % 3 = 0 then 'en' else 'it' end, ${pg ? sql`false` : sql`0`},
  'key-' || i, 'f' || i || '.pdf', 1000 + i, 'application/pdf', 'h', ${now}, 1, ${now} - i * 1000, ${now} from ${series(20000)}`.execute(db);
await sql`insert into notices (title, body, pinned, publish_at, created_at, updated_at, author_id)
  select 'Comunicazione ' || i, 'Testo della comunicazione numero ' || i || ' sulle novità di prodotto e i listini', ${pg ? sql`false` : sql`0`}, ${now} - i * 100000, ${now}, ${now}, 1 from ${series(3000)}`.execute(db);
await sql`insert into guarantees (code, dealer_id, created_by, customer_name, customer_email, street, zip_code, city, country, material, product_category, product, quantity, installation_date, warranty_years, expires_on, created_at)
  select 'GAR-' || i, 2 + i % 1000, 2 + i % 1000, 'Cliente ' || i, 'c' || i || '@example.test', 'Via Roma ' || i, '35100', 'Padova', 'IT', 'legno', 'finestre', 'nova', 1 + i % 5, '2020-01-01', 10, '2030-01-01', ${now} - i * 1000 from ${series(100000)}`.execute(db);
console.log(pg ? 'postgres' : 'sqlite', '(1,500 accounts, 20,000 documents, 3,000 notices, 100,000 warranties)');
for (;;) {
  const t = performance.now();
  const { results, error } = await m.migrateUp();
  if (error) throw error;
  if (!results?.length) break;
  console.log(results[0].migrationName, Math.round(performance.now() - t), 'ms');
}
await db.destroy();
