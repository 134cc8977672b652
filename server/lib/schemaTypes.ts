import { Type, type TSchema } from 'typebox';
import { PER_PAGE_MAX } from '../../shared/documents';

/** Schema building blocks shared by every module. */

/** The e-mail's language, and the portal's: Italian or English. */
export const Locale = Type.Enum(['it', 'en']);

export const nullable = <S extends Parameters<typeof Type.Union>[0][number]>(s: S) => Type.Union([s, Type.Null()]);

const CONTROL = '\\u0000-\\u001f\\u007f';
const CONTROL_BUT_NEWLINES = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f';

/**
 * Visible text without control characters (PostgreSQL refuses NUL); newlines allowed where
 * `multiline`. The "something visible" test is a lookahead at the start, which keeps the match
 * linear: written as `x*[visible]x*` it backtracks quadratically (270 ms on 20,000 characters).
 */
export const text = (maxLength: number, multiline = false) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: `^(?=[\\s\\S]*[^\\s${CONTROL}])[^${multiline ? CONTROL_BUT_NEWLINES : CONTROL}]*$`,
  });

/**
 * The words of a list's search (`q`): any text but control characters, refused the same on both
 * databases (PostgreSQL cannot hold NUL; SQLite would search for it and find nothing useful).
 */
export const searchTerms = (maxLength: number, description: string) =>
  Type.Optional(Type.String({ maxLength, pattern: `^[^${CONTROL}]*$`, description }));

/** An optional text field a form may send empty (stored as null) or null. */
export const optionalText = (maxLength: number, multiline = false) =>
  Type.Optional(Type.Union([Type.Literal(''), Type.Null(), text(maxLength, multiline)]));

/** A row id: 1…2147483647, what an `integer` column holds on PostgreSQL (which refuses more: a 500). */
const ID_MAX = 2_147_483_647;
export const Id = Type.Integer({ minimum: 1, maximum: ID_MAX });

/**
 * An id inside text the schema cannot parse as an integer (the comma-separated `dealerIds` of a
 * form): decimal digits from 1 to 2147483647, the range of `Id`, spelled as a pattern.
 */
export const ID_DIGITS =
  '(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])';
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });

/**
 * An `Id` as a multipart form carries it: a field is text, and the server reads an integer from
 * it only when it is decimal digits (lib/ajv.ts), so from 1 to 2147483647, leading zeros aside.
 */
export const IdText = Type.String({ pattern: `^0*${ID_DIGITS}$`, description: 'An id, 1 to 2147483647, in decimal digits (a multipart field is text)' });

/**
 * The fields of a multipart body as the OpenAPI document shows them: the same schemas the server
 * validates them with, but each integer as the text it is sent as.
 */
export function formFields(properties: Record<string, TSchema>): Record<string, TSchema> {
  return Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => {
      const { type, minimum, maximum } = schema as { type?: unknown; minimum?: number; maximum?: number };
      if (type !== 'integer') return [name, schema];
      if (minimum !== 1 || maximum !== ID_MAX) throw new Error(`The multipart field ${name}: only an Id has a documented text form`);
      return [name, IdText];
    }),
  );
}

/**
 * An id inside JSON that react-admin wrote (a list's `filter`): a number, or the same number as a
 * string of decimal digits, since ra-data-simple-rest's getMany sends the ids it was given and an
 * id taken from a route parameter is a string. The string is the id's own spelling only: `01`,
 * ` 3`, `-1`, `1e1`, `Infinity` or `0` are refused like any other text. Read it through `Number`.
 */
export const JsonId = Type.Union([Id, Type.String({ pattern: `^${ID_DIGITS}$`, description: 'An id in decimal digits, as react-admin sends one taken from a route' })]);

/**
 * The paging and sort of a /protected list: page, perPage (up to 100), one of `sorts`, and the
 * order — each optional, its default filled in by validation (so handlers always see them).
 */
export const listPaging = <S extends string>(sorts: readonly S[], sortOptions: { default: S; description?: string }) => ({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: PER_PAGE_MAX, default: 25 })),
  sort: Type.Optional(Type.Enum(sorts as S[], sortOptions)),
  order: Type.Optional(Type.Enum(['ASC', 'DESC'], { default: 'DESC' })),
});

type PagingKeys = 'page' | 'perPage' | 'sort' | 'order';
/** A list query as validated: the paging fields are optional to the client, but their defaults were filled in. */
export const paged = <Q extends Partial<Record<PagingKeys, unknown>>>(query: Q) => query as Q & Required<Pick<Q, PagingKeys>>;
