import { describe, expect, it } from 'vitest';
import { verificationContract } from '../verification-contract';
import type { VerificationSubject } from '../verification-provider';
import { sandboxOutcomeOf, sandboxVerification } from './sandbox-verification';

const person = (firstName: string): VerificationSubject => ({
  kind: 'person',
  firstName,
  lastName: 'Test',
  email: 'someone@example.com',
  country: 'DE',
});

describe('sandbox verification', () => {
  verificationContract(() => sandboxVerification({ reviewMs: 0 }));

  it('chooses the outcome by name or email', () => {
    expect(sandboxOutcomeOf(person('Rejected'))).toBe('reject');
    expect(sandboxOutcomeOf({ ...person('Ann'), email: 'retry-me@example.com' })).toBe('retry');
    expect(
      sandboxOutcomeOf({ kind: 'company', companyName: 'Reject AG', email: 'x@y.z', country: null }),
    ).toBe('reject');
    expect(sandboxOutcomeOf(person('Ann'))).toBe('approve');
  });

  it('walks document → liveness → review, resolving only after the review time', async () => {
    let clock = 1_000;
    const provider = sandboxVerification({ reviewMs: 5_000, now: () => clock });
    const { applicantId } = await provider.createApplicant(person('Ann'), 'u1', 'sandbox-kyc');
    await expect(provider.submitStep!(applicantId, 'liveness')).rejects.toThrow(/document missing/);
    expect((await provider.submitStep!(applicantId, 'document')).stepsDone).toEqual(['document']);
    expect((await provider.submitStep!(applicantId, 'liveness')).status).toBe('IN_REVIEW');
    clock += 4_999;
    expect((await provider.applicant(applicantId)).status).toBe('IN_REVIEW');
    clock += 1;
    const done = await provider.applicant(applicantId);
    expect(done.status).toBe('APPROVED');
    expect(done.sourceOfFunds).toBe('Salary and savings');
    await expect(provider.submitStep!(applicantId, 'document')).rejects.toThrow(/APPROVED/);
  });

  it('asks a "retry" applicant to resubmit once, then approves; rejects a "reject" applicant', async () => {
    const provider = sandboxVerification({ reviewMs: 0 });
    const walk = async (id: string) => {
      await provider.submitStep!(id, 'document');
      await provider.submitStep!(id, 'liveness');
      return provider.applicant(id);
    };
    const retry = await provider.createApplicant(person('Retry'), 'u2', 'sandbox-kyc');
    const first = await walk(retry.applicantId);
    expect(first).toMatchObject({
      status: 'RETRY',
      stepsDone: [],
      rejectionLabels: ['BAD_PROOF_OF_IDENTITY'],
    });
    expect((await walk(retry.applicantId)).status).toBe('APPROVED');
    const reject = await provider.createApplicant(person('Reject'), 'u3', 'sandbox-kyc');
    const refused = await walk(reject.applicantId);
    expect(refused).toMatchObject({ status: 'REJECTED', sourceOfFunds: null });
  });

  it('still knows an applicant after a restart, by the outcome in its id', async () => {
    const before = sandboxVerification({ reviewMs: 0 });
    const { applicantId } = await before.createApplicant(person('Reject'), 'u4', 'sandbox-kyc');
    const after = sandboxVerification({ reviewMs: 0 });
    expect((await after.applicant(applicantId)).status).toBe('PENDING');
    await after.submitStep!(applicantId, 'document');
    await after.submitStep!(applicantId, 'liveness');
    expect((await after.applicant(applicantId)).status).toBe('REJECTED');
    await expect(after.applicant('not-a-sandbox-id')).rejects.toThrow(/404/);
  });
});
