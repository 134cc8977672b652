import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Column types as the application sees them (camelCase through CamelCasePlugin).
 * Times are epoch milliseconds in a bigint column on both databases, so comparisons
 * and arithmetic behave the same on SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  displayName: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  phoneNumber: string | null;
  country: string | null;
  address: string | null;
  state: string | null;
  city: string | null;
  zipCode: string | null;
  about: string | null;
  /** 0/1 on SQLite, boolean on PostgreSQL: read it through Boolean(). */
  isPublic: number | boolean;
  company: string | null;
  role: 'admin' | 'dealer';
  status: 'pending' | 'active' | 'disabled';
  createdAt: number;
  updatedAt: number;
}

export interface RefreshTokensTable {
  id: string;
  userId: number;
  familyId: string;
  tokenHash: string;
  /** Idle expiry of this token. */
  expiresAt: number;
  /** Absolute expiry of the whole family, copied from its first token. */
  familyExpiresAt: number;
  createdAt: number;
  usedAt: number | null;
  replacedBy: string | null;
  revokedAt: number | null;
}

export interface LoginFailuresTable {
  key: string;
  failures: number;
  windowStart: number;
}

export interface AppSettingsTable {
  name: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  refreshTokens: RefreshTokensTable;
  loginFailures: LoginFailuresTable;
  appSettings: AppSettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
