/**
 * An identity-verification provider (Sumsub, or the sandbox without keys): KYC of a person, KYB
 * of a company. Tranche hands over who is to be checked and keeps the outcome; the documents, the
 * liveness check and the review stay with the provider.
 */

/** Tranche's view of an applicant's state (contracts' VerificationStatus without the "not started"). */
export type ApplicantStatus = 'PENDING' | 'IN_REVIEW' | 'RETRY' | 'APPROVED' | 'REJECTED';

export type VerificationSubject =
  | { kind: 'person'; firstName: string; lastName: string; email: string; country: string | null }
  | { kind: 'company'; companyName: string; email: string; country: string | null };

export interface ApplicantState {
  /** The provider's id of the applicant. */
  applicantId: string;
  status: ApplicantStatus;
  /** The sandbox's steps handed in so far; empty for providers whose SDK keeps its own. */
  stepsDone: SandboxStep[];
  rejectionLabels: string[];
  /** Where the person's money comes from, as established by the provider; null when unknown. */
  sourceOfFunds: string | null;
}

export type SandboxStep = 'document' | 'liveness';

/** A verified webhook delivery: which applicant changed, and an id to take it only once. */
export interface VerificationEvent {
  eventId: string;
  applicantId: string;
  externalUserId: string | null;
  type: string;
}

export interface VerificationProvider {
  readonly mode: 'sandbox' | 'sumsub';
  /** Level (the provider's checklist) for people and for companies. */
  readonly levels: { person: string; company: string };
  createApplicant(
    subject: VerificationSubject,
    externalUserId: string,
    level: string,
  ): Promise<ApplicantState>;
  applicant(applicantId: string): Promise<ApplicantState>;
  /** A short-lived token the web SDK starts with, bound to the applicant's external user id. */
  accessToken(externalUserId: string, level: string): Promise<string>;
  /** The sandbox's own walk (the provider's SDK drives these at the real provider): absent there. */
  submitStep?(applicantId: string, step: SandboxStep): Promise<ApplicantState>;
  /** The delivery's event when its signature matches, else null (absent: no webhooks). */
  verifyWebhook?(rawBody: string, headers: Record<string, string | undefined>): VerificationEvent | null;
}
