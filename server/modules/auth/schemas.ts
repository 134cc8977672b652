import { Type } from 'typebox';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwords';
import { Locale, text } from '../../lib/schemaTypes';
import { withHeaders } from '../../lib/routeSchemas';
import { PHONE_PATTERN } from '../../../shared/guarantees';

export const Email = Type.String({ format: 'email', maxLength: 254, description: 'Compared case-insensitively' });

/** Printable text with at least one visible character: no control characters (PostgreSQL refuses NUL). */
export const PersonName = Type.String({ minLength: 1, maxLength: 60, pattern: '^[^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$' });

export const NoticeMail = Type.Enum(['each', 'digest', 'none'], { description: 'Notices by e-mail: each one, a daily digest, or none (pinned ones always)' });

export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    displayName: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    photoURL: Type.Union([Type.String(), Type.Null()]),
    phoneNumber: Type.Union([Type.String(), Type.Null()]),
    country: Type.Union([Type.String(), Type.Null()]),
    address: Type.Union([Type.String(), Type.Null()]),
    state: Type.Union([Type.String(), Type.Null()]),
    city: Type.Union([Type.String(), Type.Null()]),
    zipCode: Type.Union([Type.String(), Type.Null()]),
    about: Type.Union([Type.String(), Type.Null()]),
    isPublic: Type.Boolean(),
    company: Type.Union([Type.String(), Type.Null()]),
    vatNumber: Type.Union([Type.String(), Type.Null()]),
    role: Type.Union([Type.Literal('admin'), Type.Literal('dealer')]),
    status: Type.Union([Type.Literal('pending'), Type.Literal('active'), Type.Literal('disabled')]),
    statusReason: Type.Union([Type.String(), Type.Null()], { description: 'Why the account was refused or disabled, as the person was told' }),
    locale: Locale,
    noticeMail: NoticeMail,
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'User' },
);

const userRef = Type.Ref('User');

export const LoginBody = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }) },
  { additionalProperties: false },
);

/** What an admin needs to judge a dealer's registration (issue 13), checked further by dealerIdentity. */
export const dealerIdentityProperties = {
  company: text(120),
  vatNumber: Type.String({ minLength: 2, maxLength: 30, description: 'Partita IVA (11 digits, check digit verified) or another EU VAT number with its country prefix' }),
  phoneNumber: Type.String({ maxLength: 40, pattern: PHONE_PATTERN }),
  city: text(80),
  state: { ...text(80), description: 'Province: its two-letter code (PD, VR…) for an Italian VAT number' },
};

export const RegisterBody = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
    firstName: PersonName,
    lastName: PersonName,
    ...dealerIdentityProperties,
    locale: Type.Optional({ ...Locale, description: 'The language of the e-mail the account receives; Italian by default' }),
  },
  { additionalProperties: false },
);

export const PasswordChangeBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
    newPassword: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
  },
  { additionalProperties: false },
);

const setsCookies = <S extends object>(schema: S) =>
  withHeaders(schema, {
    'Set-Cookie': { type: 'string', description: '`token` (the access JWT, SameSite=Lax) and `refreshToken` (HttpOnly, SameSite=Strict, path /auth); Secure over HTTPS' },
  });

export const UserReply = Type.Object({ user: userRef });
export const SignedInReply = setsCookies(UserReply);
export const RegisterReply = setsCookies(Type.Object({ accessToken: Type.String(), user: userRef }));
export const RefreshReply = setsCookies(Type.Object({ accessToken: Type.String() }));
