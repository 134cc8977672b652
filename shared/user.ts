/** The user as the API answers it (GET /auth/me, login, register): shared by server and browser app. */
export interface User {
  id: number;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
  photoURL: string | null;
  phoneNumber: string | null;
  country: string | null;
  address: string | null;
  state: string | null;
  city: string | null;
  zipCode: string | null;
  about: string | null;
  isPublic: boolean;
  company: string | null;
  vatNumber: string | null;
  role: 'admin' | 'dealer';
  status: 'pending' | 'active' | 'disabled';
  /** Why an admin refused or disabled the account, as the person was told. */
  statusReason: string | null;
  /** The language of the person's e-mail. */
  locale: 'it' | 'en';
  /** Which notices a dealer is mailed (pinned ones always). */
  noticeMail: 'each' | 'digest' | 'none';
  createdAt: string;
}

/** Password length rules (security.md 11), enforced by the server's schema and shown by the forms. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
