import { expect, it } from 'vitest';
import type { VerificationProvider, VerificationSubject } from './verification-provider';

const PERSON: VerificationSubject = {
  kind: 'person',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  country: 'DE',
};
const COMPANY: VerificationSubject = {
  kind: 'company',
  companyName: 'Northwind Analytics GmbH',
  email: 'clara@example.com',
  country: 'DE',
};

/**
 * What every verification provider promises the API, the sandbox and Sumsub alike: a new
 * applicant is waiting for its documents, reads back as itself, and the web SDK gets a token.
 */
export function verificationContract(open: () => VerificationProvider) {
  it('creates people and companies as applicants waiting for documents, each with its own id', async () => {
    const provider = open();
    const person = await provider.createApplicant(PERSON, 'person-1', provider.levels.person);
    const company = await provider.createApplicant(COMPANY, 'company-1', provider.levels.company);
    expect(person.status).toBe('PENDING');
    expect(company.status).toBe('PENDING');
    expect(person.applicantId).not.toBe(company.applicantId);
    expect(person.rejectionLabels).toEqual([]);
    const again = await provider.applicant(person.applicantId);
    expect(again.applicantId).toBe(person.applicantId);
    expect(again.status).toBe('PENDING');
  });

  it('hands the web SDK a token for the applicant', async () => {
    const provider = open();
    await provider.createApplicant(PERSON, 'person-2', provider.levels.person);
    const token = await provider.accessToken('person-2', provider.levels.person);
    expect(token.length).toBeGreaterThan(8);
  });
}
