/** The one error type of the shop rules; the HTTP edge turns it into docs/api/README.md's error shape. */
export type ShopErrorStatus = 400 | 401 | 403 | 404 | 409 | 415 | 429 | 502 | 503

export class ShopError extends Error {
  constructor(
    readonly status: ShopErrorStatus,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** For a 429: seconds until the client may try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'ShopError'
  }
}

export const notFound = (code: string, message: string) => new ShopError(404, code, message)
