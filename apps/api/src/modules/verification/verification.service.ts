import {
  type ApplicantView,
  isFinalVerification,
  VERIFICATION_MESSAGES,
  type VerificationKind,
  type VerificationOverview,
  type VerificationStatus,
} from '@tranche/contracts';
import type { Db } from '@tranche/db';
import {
  type ApplicantState,
  ProviderError,
  type SandboxStep,
  type VerificationEvent,
} from '@tranche/providers';
import type { Container } from '../../container';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error';
import type { AccountCaller } from '../accounts/account-context';
import { recordProviderEvent } from '../integrations/integrations.repo';
import { notifyAccount } from '../notifications/notify';
import {
  type ApplicantRow,
  companyApplicant,
  companyPeople,
  findApplicantById,
  findApplicantByUser,
  hasVerifiedPerson,
  insertApplicant,
  saveApplicantState,
} from './verification.repo';

export type VerificationDeps = Pick<Container, 'database' | 'verification' | 'realtime' | 'jobs' | 'env'>;

/** A provider that fails or refuses is the caller's to retry later, not an error of Tranche's. */
async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError)
      throw new AppError(502, 'VERIFICATION_PROVIDER', VERIFICATION_MESSAGES.VERIFICATION_PROVIDER);
    throw error;
  }
}

/** The ids Tranche gives the provider: stable per person and per company. */
const personUserId = (sub: string) => `person-${sub}`;
const companyUserId = (accountId: string) => `company-${accountId}`;

export const applicantView = (row: ApplicantRow): ApplicantView => ({
  status: row.status as VerificationStatus,
  stepsDone: row.stepsDone.filter((step): step is SandboxStep => step === 'document' || step === 'liveness'),
  rejectionLabels: row.rejectionLabels,
  sourceOfFunds: row.sourceOfFunds,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Keeps an applicant current with what the provider says. The company hears KYB_COMPLETED once
 * its KYB is decided (approved or rejected).
 */
async function applyState(deps: VerificationDeps, row: ApplicantRow, state: ApplicantState) {
  const unchanged =
    row.status === state.status &&
    row.sourceOfFunds === state.sourceOfFunds &&
    JSON.stringify(row.stepsDone) === JSON.stringify(state.stepsDone) &&
    JSON.stringify(row.rejectionLabels) === JSON.stringify(state.rejectionLabels);
  if (unchanged) return row;
  const { before, after } = await saveApplicantState(deps.database.db, row, {
    status: state.status,
    stepsDone: state.stepsDone,
    rejectionLabels: state.rejectionLabels,
    sourceOfFunds: state.sourceOfFunds,
  });
  if (
    after.subject === 'COMPANY' &&
    isFinalVerification(after.status) &&
    !isFinalVerification(before.status)
  ) {
    await notifyAccount(deps, {
      accountId: after.accountId,
      type: 'KYB_COMPLETED',
      externalId: after.id,
      payload: { status: after.status },
    });
  }
  return after;
}

/** A decided applicant stays as it is; any other is read back from the provider. */
async function refreshed(deps: VerificationDeps, row: ApplicantRow): Promise<ApplicantRow> {
  if (isFinalVerification(row.status)) return row;
  return applyState(deps, row, await viaProvider(() => deps.verification.applicant(row.applicantId)));
}

async function ownApplicant(deps: VerificationDeps, caller: AccountCaller, kind: VerificationKind) {
  const { db } = deps.database;
  const provider = deps.verification.mode;
  return kind === 'kyc'
    ? findApplicantByUser(db, provider, personUserId(caller.sub))
    : companyApplicant(db, caller.account.id, provider);
}

/** KYB is a client company's, and opens only after trading approval (spec §1). */
function assertKybAvailable(caller: AccountCaller) {
  if (caller.account.kind !== 'CLIENT' || caller.account.reviewStatus !== 'APPROVED')
    throw forbidden('KYB_NOT_AVAILABLE', VERIFICATION_MESSAGES.KYB_NOT_AVAILABLE);
}

/** The caller's applicant (the person's KYC, or the company's KYB), created at the provider when new. */
export async function startVerification(
  deps: VerificationDeps,
  caller: AccountCaller,
  kind: VerificationKind,
): Promise<ApplicantRow> {
  if (kind === 'kyb') assertKybAvailable(caller);
  const existing = await ownApplicant(deps, caller, kind);
  if (existing) return refreshed(deps, existing);
  const { verification } = deps;
  const { profile, account } = caller;
  const externalUserId = kind === 'kyc' ? personUserId(caller.sub) : companyUserId(account.id);
  const level = kind === 'kyc' ? verification.levels.person : verification.levels.company;
  const state = await viaProvider(() =>
    verification.createApplicant(
      kind === 'kyc'
        ? {
            kind: 'person',
            firstName: profile.firstName ?? '',
            lastName: profile.lastName ?? '',
            email: caller.email,
            country: profile.country ?? account.country,
          }
        : {
            kind: 'company',
            companyName: account.companyName ?? '',
            email: caller.email,
            country: account.country,
          },
      externalUserId,
      level,
    ),
  );
  const row = await insertApplicant(deps.database.db, {
    accountId: account.id,
    subject: kind === 'kyc' ? 'PERSON' : 'COMPANY',
    profileSub: kind === 'kyc' ? caller.sub : null,
    provider: verification.mode,
    externalUserId,
    applicantId: state.applicantId,
    level,
    status: '',
  });
  const current = await applyState(deps, row, state);
  if (kind === 'kyb' && row.applicantId === state.applicantId) {
    await notifyAccount(deps, {
      accountId: account.id,
      type: 'KYB_STARTED',
      externalId: row.id,
      payload: { startedBy: caller.email },
    });
  }
  return current;
}

/** What the web SDK starts with (in the sandbox, a token the dialog does not need but keeps the path). */
export async function verificationToken(
  deps: VerificationDeps,
  caller: AccountCaller,
  kind: VerificationKind,
) {
  const row = await startVerification(deps, caller, kind);
  const token = await viaProvider(() => deps.verification.accessToken(row.externalUserId, row.level));
  return { mode: deps.verification.mode, token, level: row.level, applicant: applicantView(row) };
}

/** One step of the sandbox's walk, through the provider as the Sumsub SDK would drive it. */
export async function sandboxStep(
  deps: VerificationDeps,
  caller: AccountCaller,
  kind: VerificationKind,
  step: SandboxStep,
): Promise<ApplicantRow> {
  const submit = deps.verification.submitStep;
  if (!submit) throw notFound(VERIFICATION_MESSAGES.NOT_SANDBOX);
  if (kind === 'kyb') assertKybAvailable(caller);
  const found = await ownApplicant(deps, caller, kind);
  if (!found) throw conflict('NO_APPLICANT', VERIFICATION_MESSAGES.NO_APPLICANT);
  const row = await refreshed(deps, found);
  if (row.status !== 'PENDING' && row.status !== 'RETRY')
    throw conflict('VERIFICATION_CLOSED', VERIFICATION_MESSAGES.VERIFICATION_CLOSED);
  if (step === 'liveness' && !row.stepsDone.includes('document'))
    throw conflict('STEP_OUT_OF_ORDER', VERIFICATION_MESSAGES.STEP_OUT_OF_ORDER);
  return applyState(deps, row, await viaProvider(() => submit(row.applicantId, step)));
}

/** `GET kyc/applicant`: the caller's KYC, the company's people and, for a client, its KYB. */
export async function verificationOverview(
  deps: VerificationDeps,
  caller: AccountCaller,
): Promise<VerificationOverview> {
  const { db } = deps.database;
  const mode = deps.verification.mode;
  const mine = await ownApplicant(deps, caller, 'kyc');
  const me = mine ? await refreshed(deps, mine) : null;
  const isClient = caller.account.kind === 'CLIENT';
  const companyRow = isClient ? await ownApplicant(deps, caller, 'kyb') : undefined;
  const company = companyRow ? await refreshed(deps, companyRow) : null;
  const people = await companyPeople(db, caller.account.id, mode);
  return {
    mode,
    me: me ? applicantView(me) : null,
    people: people.map((person) => ({
      id: person.sub,
      full_name: [person.firstName, person.lastName].filter(Boolean).join(' '),
      email: person.email,
      role: person.role,
      representative: person.representative ?? false,
      kyc_status: person.kycStatus as VerificationStatus,
      sourceOfFunds: person.sourceOfFunds,
    })),
    company: isClient
      ? {
          available: caller.account.reviewStatus === 'APPROVED',
          kyb_status: (company?.status ?? caller.account.kybStatus) as VerificationStatus,
          applicant: company ? applicantView(company) : null,
        }
      : null,
  };
}

/**
 * A verified Sumsub webhook: recorded by its id (a redelivery changes nothing), then the
 * applicant is read back from the provider, so events out of order never leave an older state.
 */
export async function takeVerificationEvent(
  deps: VerificationDeps,
  event: VerificationEvent,
): Promise<{ duplicate: boolean; known: boolean }> {
  if (!(await recordProviderEvent(deps.database.db, 'sumsub', event.eventId, null)))
    return { duplicate: true, known: false };
  const row = await findApplicantById(deps.database.db, deps.verification.mode, event.applicantId);
  if (!row) return { duplicate: false, known: false };
  await applyState(deps, row, await viaProvider(() => deps.verification.applicant(row.applicantId)));
  return { duplicate: false, known: true };
}

/** Bids need a verified investor (identity and source of funds from the provider, spec §1). */
export async function assertInvestorVerified(db: Db, investorAccountId: string): Promise<void> {
  if (!(await hasVerifiedPerson(db, investorAccountId)))
    throw forbidden('KYC_REQUIRED', VERIFICATION_MESSAGES.KYC_REQUIRED);
}
