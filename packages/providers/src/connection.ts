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
export interface ProviderConnector {
  /** The provider's consent page; it sends the browser back to `redirectUri` with `code` and `state`. */
  authorizationUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<ProviderCredentials>;
}
