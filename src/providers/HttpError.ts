/**
 * A failed API call: the server's status and JSON body. The same shape as react-admin's
 * HttpError (react-admin reads `status`, `message` and `body.errors`, not the class), declared
 * here so that the sign-in pages' HTTP client needs nothing of react-admin.
 */
export class HttpError extends Error {
  readonly name = 'HttpError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: any = null,
  ) {
    super(message);
  }
}

/** Our HttpError or react-admin's (from ra-data-simple-rest's paths): anything with a status and a body. */
export const isHttpError = (error: unknown): error is HttpError =>
  error instanceof Error && typeof (error as HttpError).status === 'number' && 'body' in error;
