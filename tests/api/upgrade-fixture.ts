import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { createMigrator } from '../../server/db';
import { isPostgres } from '../../server/db/dialect';
import { samples } from './documents-helpers';

/**
 * A portal's database as older releases made it, for the upgrade test (upgrade.test.ts): the
 * schema made by this build's own migrations up to an older one (Kysely's `migrateTo`, the list of
 * server/db/index.ts), and rows written by raw SQL with the columns of their time, era by era,
 * as that portal lived: accounts and sessions from the first migration (001), documents with their
 * files on disk, notices with read marks and an attachment, and warranties from the first complete
 * release (004), mail and password resets from 008. Ids are the database's own, as they were.
 */

const DAY = 86_400_000;
export const PASSWORD = 'an old but good password';
/** Its hash as the first release stored it (argon2id, m=19456 t=2 p=1, a PHC string): a literal, not today's code. */
const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$JlfzBGzX4Mo58j7kDmeSXA$XiFI2wdr7ZwF0LoRxDrAgaeDv1/Zhby1LqsepRZpF2Q';
/** A refresh token an era-001 browser still holds (its cookie), stored hashed as then. */
export const LIVE_REFRESH_TOKEN = 'era-001-refresh-token-still-in-a-browser-cookie-0123456789';
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The migrations after which each era's rows were written, oldest first. */
export const ERAS = ['001_auth', '004_guarantees', '008_mail'] as const;
export type Era = (typeof ERAS)[number];

export interface Fixture {
  ids: Record<string, number>;
  /** Files written to DATA_DIR/files: key → SHA-256, as their rows say. */
  files: Record<string, { hash: string; size: number; name: string }>;
  /** Every table of the fixture's schema that the upgrade must keep, each with rows. */
  tables: string[];
}

async function insert(db: Kysely<any>, table: string, row: Record<string, unknown>, returning = true): Promise<number> {
  const pg = isPostgres(db);
  // better-sqlite3 takes no booleans: the 0/1 SQLite stored them as.
  const values = Object.values(row).map((v) => (typeof v === 'boolean' && !pg ? Number(v) : v));
  const columns = sql.join(Object.keys(row).map((c) => sql.id(c)));
  const query = sql<{ id: number }>`insert into ${sql.table(table)} (${columns}) values (${sql.join(values.map((v) => sql`${v}`))})${returning ? sql` returning id` : sql``}`;
  const result = await query.execute(db);
  return returning ? Number(result.rows[0].id) : 0;
}

/**
 * Builds the database of `era` at `dataDir` (SQLite) or in `db` (PostgreSQL): migrations up to each
 * era in turn, that era's rows, and the files their rows name.
 */
export async function buildFixture(db: Kysely<any>, dataDir: string, era: Era): Promise<Fixture> {
  const now = Date.now();
  const ids: Record<string, number> = {};
  const files: Fixture['files'] = {};
  const tables: string[] = [];
  const migrator = createMigrator(db);
  const migrateTo = async (name: string) => {
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
  };

  // Era 001: accounts of every role and status, sessions, sign-in throttling, the JWT secret.
  await migrateTo('001_auth');
  const user = (email: string, first: string, last: string, role: string, status: string, extra: Record<string, unknown> = {}) =>
    insert(db, 'users', {
      email, password_hash: PASSWORD_HASH, display_name: `${first} ${last}`, first_name: first, last_name: last,
      photo_url: null, phone_number: '+39 0422 000111', country: 'Italia', address: 'Via Roma 1', state: 'TV', city: 'Treviso',
      zip_code: '31100', about: null, is_public: false, company: null, role, status, created_at: now - 400 * DAY, updated_at: now - 400 * DAY,
      ...extra,
    });
  ids.admin = await user('admin@old.test', 'Anna', 'Amministratrice', 'admin', 'active');
  ids.dealerA = await user('alfa@old.test', 'Aldo', 'Alfa', 'dealer', 'active', { company: 'Alfa Serramenti S.r.l.', is_public: true, about: 'Rivenditore dal 1990' });
  ids.dealerB = await user('beta@old.test', 'Bruna', 'Beta', 'dealer', 'active', { company: 'Beta Infissi S.n.c.' });
  ids.pending = await user('gamma@old.test', 'Gino', 'Gamma', 'dealer', 'pending', { company: 'Gamma Finestre' });
  ids.disabled = await user('delta@old.test', 'Dora', 'Delta', 'dealer', 'disabled', { company: 'Delta Porte' });
  const family = randomUUID();
  const rotated = randomUUID();
  const live = randomUUID();
  const token = (id: string, userId: number, familyId: string, hash: string, extra: Record<string, unknown>) =>
    insert(db, 'refresh_tokens', {
      id, user_id: userId, family_id: familyId, token_hash: hash, expires_at: now + 20 * DAY, family_expires_at: now + 60 * DAY,
      created_at: now - 30 * DAY, used_at: null, replaced_by: null, revoked_at: null, ...extra,
    }, false);
  await token(rotated, ids.dealerA, family, sha256('an older token of the same session'), { used_at: now - 2 * DAY, replaced_by: live, expires_at: now - DAY });
  await token(live, ids.dealerA, family, sha256(LIVE_REFRESH_TOKEN), { created_at: now - 2 * DAY });
  await token(randomUUID(), ids.dealerB, randomUUID(), sha256('a signed-out session'), { revoked_at: now - 5 * DAY });
  await insert(db, 'login_failures', { key: 'address:198.51.100.23', failures: 3, window_start: now - 40 * DAY }, false);
  await insert(db, 'app_settings', { name: 'jwt_secret', value: 'an-old-jwt-secret-of-an-old-portal-0123456789abcdef' }, false);
  tables.push('users', 'refresh_tokens', 'login_failures', 'app_settings');
  if (era === '001_auth') return { ids, files, tables };

  // Era 004: documents with their files, reserved ones with their dealers; notices, one with an
  // attachment, read marks; warranties and the year's counter.
  await migrateTo('004_guarantees');
  const storeFile = (name: string, content: Buffer) => {
    const key = randomUUID();
    fs.mkdirSync(path.join(dataDir, 'files'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', key), content);
    files[key] = { hash: sha256(content), size: content.length, name };
    return key;
  };
  const document = (title: string, category: string, extra: Record<string, unknown>) => {
    const name = `${title}.pdf`;
    const key = storeFile(name, samples.pdf(`${title} — listino serramenti finestre`));
    return insert(db, 'documents', {
      title, description: `${title}: documento della vecchia versione`, category, material: null, product_category: null, product: null,
      language: 'it', reserved: false, file_key: key, file_name: name, file_size: files[key].size, file_type: 'application/pdf',
      file_hash: files[key].hash, file_uploaded_at: now - 300 * DAY, author_id: ids.admin, created_at: now - 300 * DAY, updated_at: now - 200 * DAY,
      ...extra,
    });
  };
  ids.priceList = await document('Listino prezzi vecchio 2025', 'price_list', {});
  ids.sheet = await document('Scheda tecnica Nova legno', 'technical_sheet', { material: 'legno', product_category: 'finestre', product: 'nova', language: 'en' });
  ids.reserved = await document('Condizioni riservate Alfa', 'other', { reserved: true });
  await insert(db, 'document_dealers', { document_id: ids.reserved, user_id: ids.dealerA }, false);

  const attachment = samples.pdf('Invito alla fiera');
  const attachmentKey = storeFile('invito-fiera.pdf', attachment);
  const notice = (title: string, extra: Record<string, unknown>) =>
    insert(db, 'notices', {
      title, body: `${title}.\n\nTesto della **vecchia** comunicazione.`, pinned: false, publish_at: now - 100 * DAY, expires_at: null,
      attachment_key: null, attachment_name: null, attachment_size: null, attachment_type: null, attachment_hash: null, attachment_uploaded_at: null,
      author_id: ids.admin, created_at: now - 100 * DAY, updated_at: now - 100 * DAY, ...extra,
    });
  ids.pinnedNotice = await notice('Fiera di primavera', {
    pinned: true, attachment_key: attachmentKey, attachment_name: 'invito-fiera.pdf', attachment_size: attachment.length,
    attachment_type: 'application/pdf', attachment_hash: files[attachmentKey].hash, attachment_uploaded_at: now - 100 * DAY,
  });
  ids.notice = await notice('Nuovi colori PVC', { publish_at: now - 50 * DAY });
  ids.scheduledNotice = await notice('Chiusura estiva', { publish_at: now + 30 * DAY, expires_at: now + 60 * DAY });
  await insert(db, 'notice_reads', { notice_id: ids.pinnedNotice, user_id: ids.dealerA, read_at: now - 90 * DAY }, false);
  await insert(db, 'notice_reads', { notice_id: ids.notice, user_id: ids.dealerB, read_at: now - 40 * DAY }, false);

  const warranty = (code: string, dealer: number, by: number, customer: string, extra: Record<string, unknown> = {}) =>
    insert(db, 'guarantees', {
      code, dealer_id: dealer, created_by: by, customer_name: customer, customer_email: 'cliente@example.test', customer_phone: '+39 333 1234567',
      street: 'Via Garibaldi 10', zip_code: '35100', city: 'Padova', province: 'PD', country: 'IT', material: 'legno', product_category: 'finestre',
      product: 'nova', quantity: 4, order_reference: 'ORD-OLD-1', installation_date: '2025-03-10', warranty_years: 10, expires_on: '2035-03-10',
      notes: 'Posa in opera con controtelaio', created_at: now - 250 * DAY, ...extra,
    });
  ids.warrantyA = await warranty('GAR-2025-000001', ids.dealerA, ids.dealerA, 'Mario Bianchi');
  ids.warrantyB = await warranty('GAR-2025-000002', ids.dealerB, ids.admin, 'Lucia Verdi', { installation_date: '2015-05-02', expires_on: '2025-05-02', customer_email: null, notes: null });
  await insert(db, 'guarantee_counters', { year: 2025, last_number: 2 }, false);
  tables.push('documents', 'document_dealers', 'notices', 'notice_reads', 'guarantees', 'guarantee_counters');
  if (era === '004_guarantees') return { ids, files, tables };

  // Era 008: registrations with a VAT number and a language, a refusal's reason, the mail queue
  // (sent, failed, a retry due later) and password reset links.
  await migrateTo('008_mail');
  ids.english = await user('epsilon@old.test', 'Eve', 'Epsilon', 'dealer', 'active', {
    company: 'Epsilon Windows Ltd', vat_number: 'IE6388047V', locale: 'en', notice_mail: 'digest', created_at: now - 20 * DAY, updated_at: now - 20 * DAY,
  });
  await sql`update users set status_reason = ${'Partita IVA cessata'} where id = ${ids.disabled}`.execute(db);
  const mail = (recipient: string, userId: number | null, template: string, status: string, extra: Record<string, unknown>) =>
    insert(db, 'mail_jobs', {
      recipient, user_id: userId, template, locale: 'it', subject: `Portale: ${template}`, text_body: `Messaggio ${template}`,
      html_body: `<p>Messaggio ${template}</p>`, status, attempts: 1, run_at: now - 10 * DAY, locked_until: null, last_error: null,
      created_at: now - 10 * DAY, sent_at: null, ...extra,
    });
  ids.mailSent = await mail('alfa@old.test', ids.dealerA, 'noticePublished', 'sent', { sent_at: now - 10 * DAY });
  ids.mailFailed = await mail('delta@old.test', ids.disabled, 'accountDisabled', 'failed', { attempts: 6, last_error: '550 mailbox unavailable' });
  // A retry not due before the upgrade is over: the queue must still hold it, untouched.
  ids.mailPending = await mail('epsilon@old.test', ids.english, 'accountApproved', 'pending', { attempts: 2, run_at: now + 30 * DAY, last_error: 'connection timed out' });
  await insert(db, 'password_resets', { token_hash: sha256('a used reset link'), user_id: ids.dealerB, expires_at: now - 9 * DAY, used_at: now - 9 * DAY, created_at: now - 9 * DAY }, false);
  await insert(db, 'password_resets', { token_hash: sha256('a reset link still valid'), user_id: ids.english, expires_at: now + 20 * 60_000, used_at: null, created_at: now }, false);
  tables.push('mail_jobs', 'password_resets');
  return { ids, files, tables };
}

/** Every row of each table, as JSON sorted: what the upgrade must keep (the columns of the fixture's time). */
export async function rowsOf(db: Kysely<any>, tables: string[], columnsOf?: Record<string, string[]>): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const columns = columnsOf?.[table];
    const list = columns ? sql.join(columns.map((c) => sql.id(c))) : sql`*`;
    const rows = (await sql<Record<string, unknown>>`select ${list} from ${sql.table(table)}`.execute(db)).rows;
    out[table] = rows.map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b))))).sort();
  }
  return out;
}

/** The columns each table has now (snake_case, as SQL names them). */
export async function columnsOf(db: Kysely<any>, tables: string[]): Promise<Record<string, string[]>> {
  const all = await db.introspection.getTables();
  return Object.fromEntries(tables.map((t) => [t, all.find((x) => x.name === t)!.columns.map((c) => c.name)]));
}
