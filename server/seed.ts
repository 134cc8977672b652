import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DB } from './db';
import { hashPassword } from './modules/auth/passwords';
import { createUser, findUserByEmail } from './modules/auth/users';
import type { UserRow } from './db/schema';
import type { FileStore } from './storage/fileStore';
import { seedDemoDocuments } from './demo/documents';
import { seedDemoNotices } from './demo/notices';
import { seedDemoGuarantees } from './demo/guarantees';

/** The demo accounts the README lists; created only outside production, on an empty database. */
export const DEMO_PASSWORD = 'demo-portal-2026';
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', firstName: 'Giulia', lastName: 'Ferrari', role: 'admin', status: 'active', company: 'Serramenti Demo S.p.A.', city: 'Treviso', state: 'TV', vatNumber: '04123450266', phoneNumber: '+39 0422 123456' },
  { email: 'rossi@demo.test', firstName: 'Marco', lastName: 'Rossi', role: 'dealer', status: 'active', company: 'Rossi Infissi S.r.l.', city: 'Padova', state: 'PD', vatNumber: '03987650284', phoneNumber: '+39 049 765 4321' },
  { email: 'bianchi@demo.test', firstName: 'Laura', lastName: 'Bianchi', role: 'dealer', status: 'active', company: 'Bianchi Finestre S.n.c.', city: 'Verona', state: 'VR', vatNumber: '04555120247', phoneNumber: '+39 045 800 1234' },
  { email: 'verdi@demo.test', firstName: 'Paolo', lastName: 'Verdi', role: 'dealer', status: 'pending', company: 'Verdi Serramenti', city: 'Vicenza', state: 'VI', vatNumber: '03332210248', phoneNumber: '+39 0444 555 010' },
] as const;

export async function seed(db: DB, config: Config, log: FastifyBaseLogger, store: FileStore): Promise<void> {
  const isNew = !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());

  if (config.admin && !(await findUserByEmail(db, config.admin.email))) {
    const hasAdmin = await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
    if (!hasAdmin) {
      await createUser(db, {
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
  if (!config.seedDemo || !isNew) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users: UserRow[] = [];
  for (const account of DEMO_ACCOUNTS) users.push(await createUser(db, { ...account, passwordHash }));
  log.info(`demo accounts created (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  const [admin, ...dealers] = users;
  const documents = await seedDemoDocuments(db, store, admin, dealers);
  log.info({ documents }, 'demo documents created');
  const notices = await seedDemoNotices(db, store, admin, dealers);
  log.info({ notices }, 'demo notices created');
  const guarantees = await seedDemoGuarantees(db, dealers);
  log.info({ guarantees }, 'demo warranty registrations created');
}
