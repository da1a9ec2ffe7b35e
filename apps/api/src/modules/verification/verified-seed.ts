import type { Db } from '@tranche/db';
import { insertApplicant, saveApplicantState } from './verification.repo';

/**
 * A person the demo starts with as already verified: an approved sandbox applicant with the
 * source of funds the provider would have established, mirrored on the profile like any other.
 */
export async function seedVerifiedPerson(
  db: Db,
  person: { accountId: string; sub: string; sourceOfFunds: string },
): Promise<void> {
  const row = await insertApplicant(db, {
    accountId: person.accountId,
    subject: 'PERSON',
    profileSub: person.sub,
    provider: 'sandbox',
    externalUserId: `person-${person.sub}`,
    applicantId: `sbx_approve_p_demo-${person.sub}`,
    level: 'sandbox-kyc',
    status: '',
  });
  await saveApplicantState(db, row, {
    status: 'APPROVED',
    stepsDone: ['document', 'liveness'],
    rejectionLabels: [],
    sourceOfFunds: person.sourceOfFunds,
  });
}
