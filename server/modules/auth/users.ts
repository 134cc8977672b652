import type { DB } from '../../db';
import type { NewUser, UserRow } from '../../db/schema';
import type { User } from '../../../shared/user';

/** The user as the API answers it: never the password hash. */
export type PublicUser = User;

export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    email: u.email,
    displayName: u.displayName,
    firstName: u.firstName,
    lastName: u.lastName,
    photoURL: u.photoUrl,
    phoneNumber: u.phoneNumber,
    country: u.country,
    address: u.address,
    state: u.state,
    city: u.city,
    zipCode: u.zipCode,
    about: u.about,
    isPublic: Boolean(u.isPublic),
    company: u.company,
    vatNumber: u.vatNumber,
    role: u.role,
    status: u.status,
    statusReason: u.statusReason,
    locale: u.locale,
    noticeMail: u.noticeMail,
    createdAt: new Date(u.createdAt).toISOString(),
  };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: DB, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export function findUserById(db: DB, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export type NewUserInput = Pick<NewUser, 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'role' | 'status'> &
  Partial<Pick<NewUser, 'company' | 'phoneNumber' | 'city' | 'state' | 'country' | 'vatNumber' | 'locale'>>;

export async function createUser(db: DB, input: NewUserInput): Promise<UserRow> {
  const now = Date.now();
  return db
    .insertInto('users')
    .values({
      ...input,
      email: normaliseEmail(input.email),
      displayName: `${input.firstName} ${input.lastName}`.trim(),
      isPublic: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPassword(db: DB, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash, updatedAt: Date.now() }).where('id', '=', id).execute();
}
