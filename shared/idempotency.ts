/**
 * The `Idempotency-Key` a client may send with a create it might send twice (a draft sent again
 * after a lost answer, a page reloaded while sending): the server answers a repeated key with the
 * first result instead of creating again (server/modules/idempotency/). A UUID fits.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 8 to 200 characters of letters, digits, `_` and `-`. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,200}$';

/**
 * How long a key is remembered: long enough for a phone that lost the answer to send again when
 * the signal returns the same day, short enough that the table stays small. An older key is new.
 */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
