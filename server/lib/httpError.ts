/**
 * An error the client caused or may act on. `code` is stable and lets the browser app
 * show the message in the user's language; `message` is the English fallback.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const invalidToken = () => new HttpError(401, 'Invalid token', 'invalid_token');
export const forbidden = (message = 'You do not have permission to do this', code = 'forbidden') =>
  new HttpError(403, message, code);
