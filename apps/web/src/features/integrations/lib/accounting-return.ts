/**
 * The return from an accounting link page (`?accounting=<id>[&reconnect=1]`) or vault
 * (`?apideck=<id>`), with `error` when the user did not link (Codat reports `statusCode` other
 * than 200 and an `errorMessage`); null when the address is no such return.
 */
export type AccountingReturn =
  | { type: 'codat'; id: string; reconnect: boolean; error: string | null }
  | { type: 'apideck'; id: string; error: string | null };

const errorOf = (params: URLSearchParams): string | null => {
  const error = params.get('error') ?? params.get('errorMessage');
  if (error !== null) return error.slice(0, 200) || 'error';
  const status = params.get('statusCode');
  return status !== null && status !== '200' ? `status ${status.slice(0, 10)}` : null;
};

export function accountingReturnOf(params: URLSearchParams): AccountingReturn | null {
  const codat = params.get('accounting');
  if (codat)
    return { type: 'codat', id: codat, reconnect: params.get('reconnect') === '1', error: errorOf(params) };
  const apideck = params.get('apideck');
  if (apideck) return { type: 'apideck', id: apideck, error: errorOf(params) };
  return null;
}
