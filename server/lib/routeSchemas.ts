import { Type } from 'typebox';

/** What every route's schema shares: the error answer, who may call, the headers an answer documents. */

export const ErrorSchema = Type.Object(
  {
    message: Type.String(),
    code: Type.Optional(Type.String()),
    requestId: Type.Optional(Type.String()),
    retryAfter: Type.Optional(Type.Integer()),
    fields: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  },
  { $id: 'Error', additionalProperties: true },
);

const errorRef = Type.Ref('Error');

/** The error answers of an operation, by status code. */
export const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorRef]));

/** Who may call an operation, as the OpenAPI document says it. */
export const auth = {
  bearer: [{ bearer: [] }],
  none: [],
  refreshCookie: [{ refreshCookie: [] }],
  tokenCookie: [{ tokenCookie: [] }],
};

/** An answer schema with the response headers the OpenAPI document shows (the serialiser ignores them). */
export const withHeaders = <S extends object>(schema: S, headers: Record<string, { type: string; description: string }>) => ({ ...schema, headers });
