import { Type, type TSchema } from 'typebox';
import { optionalText, Locale } from '../../lib/schemaTypes';
import { NoticeMail, PersonName, dealerIdentityProperties } from '../auth/schemas';

/** The profile fields of spec §3 a person may edit: their own, or any account's for an admin. */
export const profileProperties = {
  firstName: Type.Optional(PersonName),
  lastName: Type.Optional(PersonName),
  company: optionalText(120),
  phoneNumber: Type.Optional(
    Type.Union([Type.Literal(''), Type.Null(), Type.String({ maxLength: 40, pattern: '^\\+?[0-9][0-9 ()./-]{3,38}$' })]),
  ),
  address: optionalText(200),
  city: optionalText(80),
  zipCode: optionalText(20),
  state: optionalText(80),
  country: optionalText(80),
  about: optionalText(2000, true),
  isPublic: Type.Optional(Type.Boolean()),
  vatNumber: Type.Optional(Type.Union([Type.Literal(''), Type.Null(), dealerIdentityProperties.vatNumber])),
};

/** What only the person chooses: the language of their e-mail and which notices they are mailed. */
export const ProfileBody = Type.Object(
  { ...profileProperties, locale: Type.Optional(Locale), noticeMail: Type.Optional(NoticeMail) },
  { additionalProperties: false },
);


/**
 * The fields of an account an admin sees but does not change. ra-data-simple-rest sends the whole
 * record back on update, so they are accepted as served and ignored; any other field is refused.
 */
const readOnly = <S extends TSchema>(schema: S) => Type.Optional({ ...schema, readOnly: true } as S);
const accountReadOnly = {
  id: readOnly(Type.Integer()),
  email: readOnly(Type.String()),
  displayName: readOnly(Type.String()),
  photoURL: readOnly(Type.Union([Type.String(), Type.Null()])),
  locale: readOnly(Locale),
  noticeMail: readOnly(NoticeMail),
  createdAt: readOnly(Type.String({ format: 'date-time' })),
};

/** What an admin may change of an account, with the read-only fields of the record as served. */
export const AccountBody = Type.Object(
  {
    ...accountReadOnly,
    ...profileProperties,
    role: Type.Optional(Type.Enum(['admin', 'dealer'])),
    status: Type.Optional(Type.Enum(['pending', 'active', 'disabled'])),
    /** Why the account is refused or disabled: e-mailed to the person with the decision. */
    statusReason: optionalText(500),
  },
  { additionalProperties: false },
);
