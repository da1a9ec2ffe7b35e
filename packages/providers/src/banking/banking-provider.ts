import type { Currency, IsoDate } from '@tranche/domain';
import type { Page } from '../page';

export interface BankInstitution {
  id: string;
  name: string;
  logoUrl: string | null;
  /** How many days of transactions the bank gives (spec §9: 90 by default). */
  transactionTotalDays: number;
}

export interface BankAccountData {
  externalId: string;
  iban: string | null;
  ownerName: string | null;
  currency: Currency;
}

export interface BankBalance {
  accountExternalId: string;
  type: string;
  amountMinor: number;
  currency: Currency;
  referenceDate: IsoDate;
}

export interface BankTransaction {
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
 * An open-banking data aggregator (Nordigen). A connection is a requisition the user confirms at
 * the bank; the integration keeps its id.
 */
export interface BankingProvider {
  readonly kind: 'banking';
  institutions(country: string): Promise<BankInstitution[]>;
  /** Starts a requisition; the user confirms it at `link`, which returns to `redirectUri`. */
  startRequisition(
    institutionId: string,
    redirectUri: string,
  ): Promise<{ requisitionId: string; link: string }>;
  accounts(requisitionId: string): Promise<BankAccountData[]>;
  balances(accountExternalId: string): Promise<BankBalance[]>;
  transactions(accountExternalId: string, cursor: string | null): Promise<Page<BankTransaction>>;
}
