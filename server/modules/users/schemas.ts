import { Type } from 'typebox';
import { optionalText } from '../../lib/schemaTypes';
import { PersonName } from '../auth/schemas';

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
};

export const ProfileBody = Type.Object(profileProperties, { additionalProperties: false });

/**
 * What an admin may change of an account. ra-data-simple-rest sends the whole record on update:
 * the fields not listed here (id, email, createdAt…) are dropped, not refused.
 */
export const AccountBody = Type.Object(
  {
    ...profileProperties,
    role: Type.Optional(Type.Enum(['admin', 'dealer'])),
    status: Type.Optional(Type.Enum(['pending', 'active', 'disabled'])),
  },
  { additionalProperties: false },
);
