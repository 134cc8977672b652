import { Type, type Static, type TSchema } from 'typebox';
import type { FastifyReply } from 'fastify';
import { HttpError } from './httpError';
import { validate } from './validate';
import { withHeaders } from './routeSchemas';

/**
 * A list as ra-data-simple-rest asks for it (the users and e-mail resources): JSON in the query
 * string — `sort=["field","ASC"]`, `range=[0,24]`, `filter={...}` — and the total in Content-Range.
 */
export const ListQuery = Type.Object(
  {
    sort: Type.Optional(Type.String({ maxLength: 100 })),
    range: Type.Optional(Type.String({ maxLength: 100 })),
    filter: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

const Range = Type.Tuple([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Integer({ minimum: 0, maximum: 1_000_000 })]);
export const sortOf = <K extends string>(fields: readonly K[]) => Type.Tuple([Type.Enum(fields as K[]), Type.Enum(['ASC', 'DESC'])]);

/** One JSON parameter of the query string, parsed and validated (taken as typed, like a body). */
export function parseJson<S extends TSchema>(schema: S, raw: string | undefined, field: string): Static<S> | undefined {
  if (raw === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new HttpError(400, `Invalid querystring: ${field} is not JSON`, 'validation_failed', { fields: [{ field, message: 'is not JSON' }] });
  }
  return validate(schema, value, 'json', `querystring.${field}`);
}

/** The page asked for: first and last index (at most 500 rows). */
export function pageOf(raw: string | undefined): { start: number; end: number } {
  const [start, end] = parseJson(Range, raw, 'range') ?? [0, 24];
  if (end < start || end - start >= 500) throw new HttpError(400, 'Invalid querystring: range', 'validation_failed');
  return { start, end };
}

/** Content-Range of a page; an empty page has no range to show (RFC 9110 §14.4: `*\/total`), and ra-data-simple-rest reads the total after the slash. */
export function setContentRange(reply: FastifyReply, resource: string, start: number, rows: number, total: number): void {
  reply.header('Content-Range', rows ? `${resource} ${start}-${start + rows - 1}/${total}` : `${resource} */${total}`);
}

/** The answer schema of such a list, with its Content-Range header documented. */
export const listReply = (resource: string, item: TSchema) =>
  withHeaders(Type.Array(item), {
    'Content-Range': { type: 'string', description: `\`${resource} first-last/total\`, or \`${resource} */total\` for an empty page` },
  });
