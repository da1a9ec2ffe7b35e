import type { ProviderCredentials } from '../../connection';
import type { FetchLike } from '../../provider-http';
import type { TerminalProvider } from '../terminal-provider';
import { SumupClient } from './sumup-client';
import { sumupPaymentOf } from './sumup-transform';

/** Tranche's SumUp OAuth app, from the environment (SUMUP_CLIENT_ID, …). */
export interface SumupSettings {
  clientId: string;
  clientSecret: string;
  /** https://api.sumup.com in production; tests point it at a mock server. */
  apiBase: string;
}

/**
 * A merchant's SumUp terminal sales as Tranche payments. The cursor is SumUp's own next-page
 * query, kept as an opaque string; refunds, charge-backs and unsupported currencies are left
 * out of a page, so a page may hold fewer items than SumUp sent (even none) and still go on.
 */
export function sumupTerminal(
  settings: SumupSettings,
  credentials: ProviderCredentials,
  fetchImpl: FetchLike,
): TerminalProvider {
  const client = new SumupClient(settings.apiBase, credentials.accessToken, fetchImpl);
  // Connections made before the merchant code was known find it once per sync.
  let merchantCode: Promise<string> | null =
    credentials.externalAccountId === null ? null : Promise.resolve(credentials.externalAccountId);
  const merchant = () => {
    const pending = merchantCode ?? client.merchantCode();
    merchantCode = pending;
    // A failed look-up is not remembered: the sync's retry asks SumUp again.
    pending.catch(() => {
      if (merchantCode === pending) merchantCode = null;
    });
    return pending;
  };

  return {
    kind: 'terminal',
    async transactions(cursor, since) {
      const page = await client.historyPage(await merchant(), cursor, since);
      const items = page.items.flatMap((item) => sumupPaymentOf(item) ?? []);
      return { items, next: page.nextQuery };
    },
  };
}
