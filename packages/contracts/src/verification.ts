import { z } from 'zod';

/**
 * Identity checks (spec §1, §7 Verification): KYC for people (legal representatives, investors),
 * KYB for a client company once it is approved for trading. The provider (Sumsub, or the sandbox
 * without keys) decides; Tranche only keeps the outcome current on the profile and the company.
 */

/** '' not started; PENDING documents to hand in; IN_REVIEW; RETRY asked to resubmit; APPROVED and REJECTED are final. */
export const VERIFICATION_STATUSES = ['', 'PENDING', 'IN_REVIEW', 'RETRY', 'APPROVED', 'REJECTED'] as const;
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

export const isFinalVerification = (status: string): boolean =>
  status === 'APPROVED' || status === 'REJECTED';

/** What the provider in use is: the sandbox walks its own steps, Sumsub's web SDK walks its. */
export const verificationModeSchema = z.enum(['sandbox', 'sumsub']);
export type VerificationMode = z.infer<typeof verificationModeSchema>;

/** The steps of the sandbox's walk; the Sumsub SDK has its own. */
export const SANDBOX_STEPS = ['document', 'liveness'] as const;
export const sandboxStepSchema = z.enum(SANDBOX_STEPS);

/** Error codes of the verification calls with their English texts; the web translates by code. */
export const VERIFICATION_MESSAGES = {
  KYC_REQUIRED: 'Verify your identity in Settings → KYC/KYB before you bid.',
  KYB_NOT_AVAILABLE: 'KYB becomes available once your account is approved for trading.',
  VERIFICATION_CLOSED: 'This verification is in review or already decided.',
  STEP_OUT_OF_ORDER: 'Upload the document before the liveness check.',
  NOT_SANDBOX: 'This step belongs to the sandbox; the provider in use runs its own steps.',
  NO_APPLICANT: 'Start the verification first.',
  VERIFICATION_PROVIDER: 'The verification service cannot be reached right now. Please try again later.',
} as const;
export type VerificationMessageCode = keyof typeof VERIFICATION_MESSAGES;

/** One applicant (a person's KYC or the company's KYB) as the provider reports it. */
export const applicantViewSchema = z.object({
  status: verificationStatusSchema,
  /** Sandbox steps already handed in (empty for Sumsub, whose SDK keeps its own). */
  stepsDone: z.array(sandboxStepSchema),
  /** Why the provider refused or asks to resubmit (its labels), empty otherwise. */
  rejectionLabels: z.array(z.string()),
  /** Where the person's money comes from, as the provider established it (never self-reported). */
  sourceOfFunds: z.string().nullable(),
  updatedAt: z.string(),
});
export type ApplicantView = z.infer<typeof applicantViewSchema>;

export const verificationPersonSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  representative: z.boolean(),
  kyc_status: verificationStatusSchema,
  sourceOfFunds: z.string().nullable(),
});

/** `GET kyc/applicant`: the caller's own KYC, the company's people and (clients) its KYB. */
export const verificationOverviewSchema = z.object({
  data: z.object({
    mode: verificationModeSchema,
    me: applicantViewSchema.nullable(),
    people: z.array(verificationPersonSchema),
    /** Null for investors: KYB is a client company's check. */
    company: z
      .object({
        available: z.boolean(),
        kyb_status: verificationStatusSchema,
        applicant: applicantViewSchema.nullable(),
      })
      .nullable(),
  }),
});
export type VerificationOverview = z.infer<typeof verificationOverviewSchema>['data'];

export const applicantResponseSchema = z.object({ data: applicantViewSchema });

/** `GET kyc/getToken`, `GET kyb/getToken`: what the web SDK (or the sandbox dialog) starts with. */
export const verificationTokenResponseSchema = z.object({
  data: z.object({
    mode: verificationModeSchema,
    token: z.string(),
    level: z.string(),
    applicant: applicantViewSchema,
  }),
});

/** `GET kyb/sendEmail`: who was mailed the link to complete KYB. */
export const kybMailResponseSchema = z.object({ data: z.object({ sentTo: z.array(z.string()) }) });

export const verificationKindSchema = z.enum(['kyc', 'kyb']);
export type VerificationKind = z.infer<typeof verificationKindSchema>;

/** `POST verification/sandbox/{kind}/{step}`: the sandbox's document upload or liveness check. */
export const sandboxStepParamsSchema = z.object({ kind: verificationKindSchema, step: sandboxStepSchema });
export const sandboxStepBodySchema = z
  .object({ fileName: z.string().max(200).optional(), size: z.int().min(0).optional() })
  .default({});
