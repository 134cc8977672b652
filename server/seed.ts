import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Config } from './config';
import type { DB } from './db';
import { isPostgres } from './db/dialect';
import { hashPassword } from './modules/auth/passwords';
import { createUser, findUserByEmail } from './modules/auth/users';
import type { UserRow } from './db/schema';
import type { FileStore } from './storage/fileStore';
import { seedDemoDocuments } from './demo/documents';
import { seedDemoNotices } from './demo/notices';
import { seedDemoGuarantees } from './demo/guarantees';
import { seedDemoClaims } from './demo/claims';

/** The demo accounts the README lists; created only outside production, on an empty database. */
export const DEMO_PASSWORD = 'demo-portal-2026';
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', firstName: 'Giulia', lastName: 'Ferrari', role: 'admin', status: 'active', company: 'Serramenti Demo S.p.A.', city: 'Treviso', state: 'TV', vatNumber: '04123450266', phoneNumber: '+39 0422 123456' },
  { email: 'rossi@demo.test', firstName: 'Marco', lastName: 'Rossi', role: 'dealer', status: 'active', company: 'Rossi Infissi S.r.l.', city: 'Padova', state: 'PD', vatNumber: '03987650284', phoneNumber: '+39 049 765 4321' },
  { email: 'bianchi@demo.test', firstName: 'Laura', lastName: 'Bianchi', role: 'dealer', status: 'active', company: 'Bianchi Finestre S.n.c.', city: 'Verona', state: 'VR', vatNumber: '04555120247', phoneNumber: '+39 045 800 1234' },
  { email: 'verdi@demo.test', firstName: 'Paolo', lastName: 'Verdi', role: 'dealer', status: 'pending', company: 'Verdi Serramenti', city: 'Vicenza', state: 'VI', vatNumber: '03332210248', phoneNumber: '+39 0444 555 010' },
] as const;

export async function seed(db: DB, config: Config, log: FastifyBaseLogger, store: FileStore): Promise<void> {
  // Several instances may start at once on a new database: the accounts are made under a lock,
  // so that one makes them and the others find them (a second first admin, or a second set of
  // demo accounts, failed its instance's start on the unique e-mail).
  const users = await db.transaction().execute(async (trx) => {
    await startupLock(trx);
    const isNew = !(await trx.selectFrom('users').select('id').limit(1).executeTakeFirst());

    if (config.admin && !(await findUserByEmail(trx, config.admin.email))) {
      const hasAdmin = await trx.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
      if (!hasAdmin) {
        await createUser(trx, {
          email: config.admin.email,
          passwordHash: await hashPassword(config.admin.password),
          // A name valid by the account's own schema, so the record saves back as served; the admin renames it.
          firstName: 'Amministratore',
          lastName: 'Portale',
          role: 'admin',
          status: 'active',
        });
        log.info({ email: config.admin.email }, 'first admin created from ADMIN_EMAIL');
      }
    }

    // Only a new, empty database gets demo content: never mixed into one that holds real accounts.
    if (!config.seedDemo || !isNew) return [];
    const demoHash = await hashPassword(DEMO_PASSWORD);
    const made: UserRow[] = [];
    for (const account of DEMO_ACCOUNTS) made.push(await createUser(trx, { ...account, passwordHash: demoHash }));
    return made;
  });
  if (!users.length) return;
  log.info(`demo accounts created (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  const [admin, ...dealers] = users;
  const documents = await seedDemoDocuments(db, store, admin, dealers);
  log.info({ documents }, 'demo documents created');
  const notices = await seedDemoNotices(db, store, admin, dealers);
  log.info({ notices }, 'demo notices created');
  const guarantees = await seedDemoGuarantees(db, dealers);
  log.info({ guarantees }, 'demo warranty registrations created');
  const claims = await seedDemoClaims(db, store, admin, dealers);
  log.info({ claims }, 'demo claims created');
}

/**
 * Held until the transaction ends. PostgreSQL: a transaction-level advisory lock (the key is
 * this portal's own: 'portal seed' as text, hashed). SQLite: nothing to add, its transactions
 * begin IMMEDIATE (db/sqliteDialect.ts), holding the write lock across processes.
 */
async function startupLock(trx: DB): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext('portal seed'))`.execute(trx);
}
