import { randomUUID } from 'node:crypto';
import { ProviderError } from '../../provider-error';
import type {
  ApplicantState,
  ApplicantStatus,
  SandboxStep,
  VerificationProvider,
  VerificationSubject,
} from '../verification-provider';

/** How the sandbox's review ends, chosen by the applicant's name or email. */
export type SandboxOutcome = 'approve' | 'reject' | 'retry';

/**
 * The outcome rule, so a demo or a test can steer the review: a name or email containing
 * "reject" is rejected, one containing "retry" is asked to resubmit once, anyone else approved.
 */
export function sandboxOutcomeOf(subject: VerificationSubject): SandboxOutcome {
  const words = (
    subject.kind === 'person'
      ? `${subject.firstName} ${subject.lastName} ${subject.email}`
      : subject.companyName
  ).toLowerCase();
  if (words.includes('reject')) return 'reject';
  if (words.includes('retry')) return 'retry';
  return 'approve';
}

interface SandboxApplicant {
  outcome: SandboxOutcome;
  steps: SandboxStep[];
  /** When the last liveness check was handed in: the review ends reviewMs later. */
  reviewSince: number | null;
  /** Resubmissions after a RETRY are approved: the sandbox asks only once. */
  retried: boolean;
  status: ApplicantStatus;
  person: boolean;
}

const ID_PATTERN = /^sbx_(approve|reject|retry)_(p|c)_[\w-]+$/;

/**
 * The stand-in without Sumsub keys: an applicant walks document upload → liveness → review, and
 * the review resolves `reviewMs` after the liveness check by the outcome rule. The outcome sits in
 * the applicant's id, so an applicant still resolves correctly after a restart (its steps, kept
 * in memory, are then asked for again).
 */
export function sandboxVerification(options: { reviewMs: number; now?: () => number }): VerificationProvider {
  const now = options.now ?? Date.now;
  const applicants = new Map<string, SandboxApplicant>();

  const find = (applicantId: string): SandboxApplicant => {
    const known = applicants.get(applicantId);
    if (known) return known;
    const match = ID_PATTERN.exec(applicantId);
    if (!match) throw new ProviderError(`GET applicant ${applicantId} answered 404`, { status: 404 });
    const fresh: SandboxApplicant = {
      outcome: match[1] as SandboxOutcome,
      person: match[2] === 'p',
      steps: [],
      reviewSince: null,
      retried: false,
      status: 'PENDING',
    };
    applicants.set(applicantId, fresh);
    return fresh;
  };

  const resolve = (applicant: SandboxApplicant) => {
    if (applicant.status !== 'IN_REVIEW' || applicant.reviewSince === null) return;
    if (now() - applicant.reviewSince < options.reviewMs) return;
    if (applicant.outcome === 'reject') applicant.status = 'REJECTED';
    else if (applicant.outcome === 'retry' && !applicant.retried) {
      applicant.status = 'RETRY';
      applicant.retried = true;
      applicant.steps = [];
    } else applicant.status = 'APPROVED';
    applicant.reviewSince = null;
  };

  const stateOf = (applicantId: string, applicant: SandboxApplicant): ApplicantState => ({
    applicantId,
    status: applicant.status,
    stepsDone: [...applicant.steps],
    rejectionLabels:
      applicant.status === 'REJECTED'
        ? ['FORGERY']
        : applicant.status === 'RETRY'
          ? ['BAD_PROOF_OF_IDENTITY']
          : [],
    sourceOfFunds: applicant.person && applicant.status === 'APPROVED' ? 'Salary and savings' : null,
  });

  return {
    mode: 'sandbox',
    levels: { person: 'sandbox-kyc', company: 'sandbox-kyb' },
    async createApplicant(subject) {
      const applicantId = `sbx_${sandboxOutcomeOf(subject)}_${subject.kind === 'person' ? 'p' : 'c'}_${randomUUID()}`;
      return stateOf(applicantId, find(applicantId));
    },
    async applicant(applicantId) {
      const applicant = find(applicantId);
      resolve(applicant);
      return stateOf(applicantId, applicant);
    },
    async accessToken(externalUserId) {
      return `sandbox-${externalUserId}-${randomUUID()}`;
    },
    async submitStep(applicantId, step) {
      const applicant = find(applicantId);
      resolve(applicant);
      if (applicant.status !== 'PENDING' && applicant.status !== 'RETRY')
        throw new ProviderError(`POST ${step} answered 409: applicant is ${applicant.status}`, {
          status: 409,
        });
      if (step === 'liveness' && !applicant.steps.includes('document'))
        throw new ProviderError('POST liveness answered 409: document missing', { status: 409 });
      if (!applicant.steps.includes(step)) applicant.steps.push(step);
      if (step === 'liveness') {
        applicant.status = 'IN_REVIEW';
        applicant.reviewSince = now();
      }
      return stateOf(applicantId, applicant);
    },
  };
}
