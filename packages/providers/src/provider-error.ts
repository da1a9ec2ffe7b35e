/**
 * A provider's refusal or failure, classified for the sync: a retryable one (429, 5xx, time-out,
 * network) is tried again with backoff, the others end the sync as 'try again' with the reason.
 * `expired`: the provider no longer accepts our authorisation; the user must reconnect.
 */
export class ProviderError extends Error {
  readonly status: number | null;
  readonly retryable: boolean;
  readonly expired: boolean;
  /** The provider's own wait before the next request (Retry-After), when it said one. */
  readonly retryAfterMs: number | null;

  constructor(
    message: string,
    options: { status?: number | null; retryable?: boolean; expired?: boolean; retryAfterMs?: number | null },
  ) {
    super(message);
    this.name = 'ProviderError';
    this.status = options.status ?? null;
    this.retryable = options.retryable ?? false;
    this.expired = options.expired ?? false;
    this.retryAfterMs = options.retryAfterMs ?? null;
  }
}

/** The classification of an HTTP status, shared by every provider client. */
export function errorForStatus(status: number, message: string, retryAfter: string | null): ProviderError {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  return new ProviderError(message, {
    status,
    retryable: status === 429 || status === 408 || status >= 500,
    expired: status === 401,
    retryAfterMs: Number.isFinite(seconds) && seconds >= 0 ? seconds * 1_000 : null,
  });
}
