import { Type } from 'typebox';

/** Schema building blocks shared by every module. */

export const nullable = <S extends Parameters<typeof Type.Union>[0][number]>(s: S) => Type.Union([s, Type.Null()]);

/** Visible text without control characters (PostgreSQL refuses NUL); newlines allowed where `multiline`. */
export const text = (maxLength: number, multiline = false) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: multiline
      ? '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$'
      : '^[^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$',
  });

/** An optional text field a form may send empty (stored as null) or null. */
export const optionalText = (maxLength: number, multiline = false) =>
  Type.Optional(Type.Union([Type.Literal(''), Type.Null(), text(maxLength, multiline)]));

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = Type.Object({ id: Id });
