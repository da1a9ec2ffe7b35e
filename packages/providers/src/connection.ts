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
  /**
   * The provider's consent page; it sends the browser back to `redirectUri` with `code` and `state`.
   * `location` picks the provider's data centre where it has several (Zoho: 'eu', 'com', 'in', …).
   */
  authorizationUrl(state: string, redirectUri: string, location?: string): string;
  exchangeCode(code: string, redirectUri: string, location?: string): Promise<ProviderCredentials>;
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

/**
 * An accounting-data aggregator (Codat): Tranche creates a company there for the client; the user
 * links their accounting tool on the aggregator's link page, which sends the browser back.
 */
export interface CompanyLinkConnector {
  readonly style: 'companyLink';
  /** The aggregator's company for this client, and its link page (returning to `redirectUri`). */
  createCompany(name: string, redirectUri: string): Promise<{ companyId: string; linkUrl: string }>;
  /**
   * After the user came back: the company's linked accounting connection. Refuses (ProviderError)
   * when no connection of the company is linked.
   */
  completeLink(companyId: string): Promise<ProviderCredentials & { connectionId: string }>;
  /** A new link page for an existing company and connection (an expired or revoked one). */
  relink(companyId: string, connectionId: string, redirectUri: string): Promise<{ linkUrl: string }>;
}

/**
 * A unified API (Apideck): the user picks and authorises their accounting tool in the aggregator's
 * vault session, opened for Tranche's consumer id of the client.
 */
export interface VaultSessionConnector {
  readonly style: 'vaultSession';
  createSession(consumerId: string, redirectUri: string): Promise<{ sessionUrl: string }>;
  /** The consumer's authorised accounting connection after the vault; null while there is none. */
  connection(consumerId: string): Promise<(ProviderCredentials & { connectionId: string }) | null>;
}

export type ProviderConnector =
  | OAuthConnector
  | KeyConnector
  | BankConsentConnector
  | CompanyLinkConnector
  | VaultSessionConnector;
