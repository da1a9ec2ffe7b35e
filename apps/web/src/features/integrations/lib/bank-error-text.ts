import { ApiError, errorText } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';

/**
 * The text of a failed call of the bank or accounting screens: their errors' own texts live with
 * the integrations screen (kept out of the shared error texts the sign-in page loads), any other
 * failure as usual.
 */
function screenErrorText(group: 'bank' | 'accounting', error: unknown): string {
  const key = error instanceof ApiError ? `integrations:${group}.errors.${error.code}` : null;
  // The code comes from the server, so the key cannot be checked at compile time.
  return key !== null && i18n.exists(key) ? i18n.t(key as 'integrations:bank.failed') : errorText(error);
}

export const bankErrorText = (error: unknown) => screenErrorText('bank', error);
export const accountingErrorText = (error: unknown) => screenErrorText('accounting', error);
