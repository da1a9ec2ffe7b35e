import type {
  ApplicantState,
  ApplicantStatus,
  VerificationEvent,
  VerificationSubject,
} from '../verification-provider';

/** The part of Sumsub's applicant (GET /resources/applicants/{id}/one) Tranche reads. */
export interface SumsubApplicant {
  id: string;
  externalUserId?: string;
  review?: {
    reviewStatus?: string;
    reviewResult?: { reviewAnswer?: string; reviewRejectType?: string; rejectLabels?: string[] };
  };
  /** Answers of the level's questionnaires, where a source-of-funds question lives. */
  questionnaires?: Array<{ sections?: Record<string, { items?: Record<string, { value?: unknown }> }> }>;
}

/**
 * Sumsub's review to Tranche's status: init → PENDING (documents to hand in); pending, queued,
 * prechecked, onHold → IN_REVIEW; completed GREEN → APPROVED; completed RED with the reject type
 * RETRY → RETRY (resubmit), any other RED → REJECTED (final).
 */
export function statusOfReview(review: SumsubApplicant['review']): ApplicantStatus {
  const status = review?.reviewStatus ?? 'init';
  if (status === 'init') return 'PENDING';
  if (status !== 'completed') return 'IN_REVIEW';
  const result = review?.reviewResult;
  if (result?.reviewAnswer === 'GREEN') return 'APPROVED';
  if (result?.reviewAnswer === 'RED') return result.reviewRejectType === 'RETRY' ? 'RETRY' : 'REJECTED';
  return 'IN_REVIEW';
}

/** The answer to a questionnaire item named sourceOfFunds (or source_of_funds), in any section. */
export function sourceOfFundsOf(applicant: SumsubApplicant): string | null {
  for (const questionnaire of applicant.questionnaires ?? []) {
    for (const section of Object.values(questionnaire.sections ?? {})) {
      for (const [name, item] of Object.entries(section.items ?? {})) {
        if (!/^source_?of_?funds$/i.test(name)) continue;
        const value = item.value;
        if (typeof value === 'string' && value.trim()) return value.trim();
        if (Array.isArray(value) && value.length > 0) return value.map(String).join(', ');
      }
    }
  }
  return null;
}

export function applicantStateOf(applicant: SumsubApplicant): ApplicantState {
  const status = statusOfReview(applicant.review);
  return {
    applicantId: applicant.id,
    status,
    stepsDone: [],
    rejectionLabels:
      status === 'REJECTED' || status === 'RETRY'
        ? [...(applicant.review?.reviewResult?.rejectLabels ?? [])]
        : [],
    sourceOfFunds: sourceOfFundsOf(applicant),
  };
}

/** The body of POST /resources/applicants for a person or a company. */
export function applicantBody(subject: VerificationSubject, externalUserId: string): Record<string, unknown> {
  const country = subject.country ? { country: alpha3Of(subject.country) } : {};
  if (subject.kind === 'person') {
    return {
      externalUserId,
      email: subject.email,
      // A name not given yet is left for the person to enter in the SDK, never sent empty.
      fixedInfo: {
        ...(subject.firstName ? { firstName: subject.firstName } : {}),
        ...(subject.lastName ? { lastName: subject.lastName } : {}),
        ...country,
      },
    };
  }
  return {
    externalUserId,
    email: subject.email,
    type: 'company',
    fixedInfo: { companyInfo: { companyName: subject.companyName, ...country } },
  };
}

/** Sumsub names countries by ISO 3166-1 alpha-3; Tranche keeps alpha-2 for the ones it serves. */
const ALPHA3: Record<string, string> = {
  DE: 'DEU',
  AT: 'AUT',
  CH: 'CHE',
  CZ: 'CZE',
  PL: 'POL',
  GB: 'GBR',
  US: 'USA',
  FR: 'FRA',
  NL: 'NLD',
  IT: 'ITA',
  ES: 'ESP',
  BE: 'BEL',
  LU: 'LUX',
  IE: 'IRL',
  DK: 'DNK',
  SE: 'SWE',
  FI: 'FIN',
  NO: 'NOR',
};
export const alpha3Of = (alpha2: string): string => ALPHA3[alpha2.toUpperCase()] ?? alpha2.toUpperCase();

/** A webhook body's applicant and an id that is the same for a redelivery of the same event. */
export function eventOfWebhook(rawBody: string): VerificationEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { applicantId, type, externalUserId, correlationId, createdAtMs, createdAt } = body as Record<
    string,
    unknown
  >;
  if (typeof applicantId !== 'string' || typeof type !== 'string') return null;
  const when = String(createdAtMs ?? createdAt ?? '');
  return {
    eventId: `${applicantId}:${type}:${typeof correlationId === 'string' ? correlationId : when}`,
    applicantId,
    externalUserId: typeof externalUserId === 'string' ? externalUserId : null,
    type,
  };
}
