/** What a provider gives us when a user authorises Tranche; stored encrypted with the integration. */
export interface ProviderCredentials {
  accessToken: string;
  refreshToken: string | null;
  /** ISO timestamp after which the access token no longer works; null when it does not expire. */
  expiresAt: string | null;
  /** The user's account at the provider (a Stripe account id, a SumUp merchant code). */
  externalAccountId: string | null;
}

/** How a user authorises Tranche at a provider that uses OAuth 2.0's authorization-code flow. */
export interface OAuthConnector {
  readonly style: 'oauth';
  /** The provider's consent page; it sends the browser back to `redirectUri` with `code` and `state`. */
  authorizationUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<ProviderCredentials>;
}

/**
 * How a user connects a billing tool that serves each customer on its own host (the vanity URL,
 * 'your-vanity.host') and authorises with an API key the user creates there.
 */
export interface KeyConnector {
  readonly style: 'apiKey';
  /** Checks that the key reads the host's data; refuses (ProviderError) a host or key that does not. */
  verify(vanityHost: string, apiKey: string): Promise<ProviderCredentials>;
}

/**
 * An open-banking aggregator: the user confirms a consent at the bank, which the banking provider
 * itself starts and completes (BankingProvider.startConsent/completeConsent) with Tranche's own keys.
 */
export interface BankConsentConnector {
  readonly style: 'bankConsent';
}

export type ProviderConnector = OAuthConnector | KeyConnector | BankConsentConnector;
