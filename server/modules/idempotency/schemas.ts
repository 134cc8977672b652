import { Type } from 'typebox';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_HOURS } from '../../../shared/idempotency';
import { errors } from '../../lib/routeSchemas';

/** The request header of an idempotent create (lower case: Fastify reads headers so). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      pattern: IDEMPOTENCY_KEY_PATTERN,
      description: `Optional. A key the client makes once per thing it creates (a UUID): the same key with the same body within ${IDEMPOTENCY_KEY_TTL_HOURS} h gets the first answer again, status and body, and creates nothing; with another body, 422 idempotency_key_reused. A refused request is not remembered: the key may be sent again`,
    }),
  ),
});

/** The answers an idempotent create adds to its own (409 while the same key is being answered). */
export const idempotencyErrors = () => errors(409, 422);
