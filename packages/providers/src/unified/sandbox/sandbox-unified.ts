import { sandboxBooks } from '../../accounting/sandbox/sandbox-accounting';
import type { ProviderByKind } from '../../provider-entry';

/**
 * The unified-API sandbox: the sandbox company's books (as the accounting sandbox's), read through
 * a vault session that needs no page of its own: the session's address is the redirect itself,
 * where the web shows its local consent page.
 */
export function sandboxUnified(seed: string, asOf: string): ProviderByKind['unified'] {
  return {
    kind: 'unified',
    ...sandboxBooks(seed, asOf),
    createSession: async (redirectUri) => ({ sessionUrl: redirectUri }),
  };
}
