import type { Currency, IsoDate } from '@tranche/domain';
import type { Page } from '../page';

/** A bank the user can connect through the aggregator, in one country. */
export interface BankInstitution {
  /** The aggregator's id (GoCardless institution id; Enable Banking's ASPSP name and country). */
  id: string;
  name: string;
  bic: string | null;
  logoUrl: string | null;
  /** How many days of transactions the bank gives (spec §9: 90 by default). */
  transactionTotalDays: number;
  /** The longest access the bank grants in one consent, in days; null when unknown. */
  maxAccessValidForDays: number | null;
}

/** What the user is asked to confirm at the bank. */
export interface ConsentRequest {
  institutionId: string;
  /** Where the bank sends the browser back once the user has confirmed or refused. */
  redirectUri: string;
  /** Tranche's own id for the attempt (the integration's), kept by the aggregator with the consent. */
  reference: string;
  /** Days of history asked for: the institution's `transactionTotalDays`. */
  transactionTotalDays: number;
  /** Days the access lasts from the user's confirmation (default 90). */
  accessValidForDays?: number;
}

export interface StartedConsent {
  /** The aggregator's id of the pending consent, kept with the integration. */
  consentId: string;
  /** The bank's consent page to send the browser to. */
  link: string;
}

/** linked: the accounts can be read; pending: the user has not finished; failed: refused or expired. */
export type ConsentStatus = 'linked' | 'pending' | 'failed';

export interface CompletedConsent {
  status: ConsentStatus;
  /** The id to keep from now on; an aggregator may swap the pending consent for a session. */
  consentId: string;
  /** The accounts the user shared, empty unless linked. */
  accounts: BankAccountData[];
  /** ISO timestamp when the access ends and the user must reconnect; null when not known. */
  validUntil: string | null;
}

export interface BankAccountData {
  externalId: string;
  iban: string | null;
  /** The bank's name of the account ("Geschäftskonto"), if it gives one. */
  name: string | null;
  ownerName: string | null;
  currency: Currency;
}

export interface BankBalance {
  accountExternalId: string;
  /** Berlin Group balance type: closingBooked, interimAvailable, expected, … */
  type: string;
  amountMinor: number;
  currency: Currency;
  referenceDate: IsoDate | null;
}

/** A booked bank transaction; pending ones are not read, they may still change or vanish. */
export interface BankTransaction {
  /** Stable across reads: the bank's transaction id, or a hash of the record when it gives none. */
  externalId: string;
  accountExternalId: string;
  /** Negative: money out. */
  amountMinor: number;
  currency: Currency;
  bookingDate: IsoDate;
  valueDate: IsoDate | null;
  creditorName: string | null;
  debtorName: string | null;
  description: string | null;
}

/**
 * An open-banking data aggregator (GoCardless Bank Account Data, Enable Banking; see
 * enable-banking-mapping.md). The user confirms a consent at the bank; the integration keeps the
 * consent id and the account ids. Transactions page with an opaque cursor; `since` (a date or an
 * ISO timestamp, its date counts; null for everything the consent reaches) limits a sync to the
 * transactions booked from that day on.
 */
export interface BankingProvider {
  readonly kind: 'banking';
  /** The banks of a country (ISO 3166 alpha-2); an empty list for a country without any. */
  institutions(country: string): Promise<BankInstitution[]>;
  startConsent(request: ConsentRequest): Promise<StartedConsent>;
  /** After the redirect back: the consent's state and accounts; `code` when the bank returned one. */
  completeConsent(input: { consentId: string; code?: string | null }): Promise<CompletedConsent>;
  balances(accountExternalId: string): Promise<BankBalance[]>;
  transactions(
    accountExternalId: string,
    cursor: string | null,
    since: string | null,
  ): Promise<Page<BankTransaction>>;
}
