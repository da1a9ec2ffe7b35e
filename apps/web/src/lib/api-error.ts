import { i18n } from './i18n';

/** Code of the error thrown when the API could not be reached at all (no HTTP response). */
export const NETWORK_ERROR_CODE = 'NETWORK';

/** A failed API call: the HTTP status (0 without a response), the first error's code and its message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The whole first entry of the body's `errors` list, for callers that need more than the message. */
    readonly detail: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/**
 * The text to show for a failure: the translation of `errors.<CODE>` when there is one, else the
 * server's own message; anything that is not an ApiError gets the generic 'Something went wrong!'.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors:${error.code}`;
    // The code comes from the server, so the key cannot be checked at compile time.
    return i18n.exists(key) ? i18n.t(key as 'errors:INTERNAL') : error.message;
  }
  return i18n.t('errors:INTERNAL');
}
