export type {
  AccountingProvider,
  BalanceSheetFigures,
  ProfitAndLossLine,
} from './accounting/accounting-provider';
export { isZohoLocation, ZOHO_LOCATIONS, type ZohoLocation } from './accounting/zoho/zoho-locations';
export { BANK_SYNCS_PER_ACCOUNT_PER_DAY, bankSyncAllowed, nextBankSyncAt } from './banking/banking-limits';
export type {
  BankAccountData,
  BankBalance,
  BankInstitution,
  BankingProvider,
  BankTransaction,
  CompletedConsent,
  ConsentRequest,
  ConsentStatus,
  StartedConsent,
} from './banking/banking-provider';
export type { BillingProvider } from './billing/billing-provider';
export * from './billing/billing-types';
export { signStripePayload, stripeEventOf, verifyStripeSignature } from './billing/stripe/stripe-webhook';
export type {
  CompanyLinkConnector,
  OAuthConnector,
  ProviderConnector,
  ProviderCredentials,
  VaultSessionConnector,
} from './connection';
export { type PdfLine, simplePdfBytes } from './documents/simple-pdf';
export * from './integration-types';
export type { Page } from './page';
export type { ProviderByKind } from './provider-entry';
export { ProviderError } from './provider-error';
export type { FetchLike } from './provider-http';
export * from './registry';
export type { TerminalProvider } from './terminal/terminal-provider';
export type { UnifiedProvider } from './unified/unified-provider';
export { openVerification } from './verification/open-verification';
export { sandboxOutcomeOf } from './verification/sandbox/sandbox-verification';
export type { SumsubSettings } from './verification/sumsub/sumsub-provider';
export type {
  ApplicantState,
  ApplicantStatus,
  SandboxStep,
  VerificationEvent,
  VerificationProvider,
  VerificationSubject,
} from './verification/verification-provider';
