import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actorFor, createActor, createCompanyActor } from '../../test/actors';
import { readLatestMail } from '../../test/read-mail';
import { createTestApp, type TestApp } from '../../test/test-app';
import { completeInvitation } from './testing/invitation';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/user', () => {
    it('loads a new user with the defaults of spec §3', async () => {
      const actor = await createActor(t, { kind: 'client' });
      const response = await actor.call('GET', '/api/user');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        email: actor.email,
        email_verified: true,
        id: actor.sub,
        admin: false,
        currency: 'USD',
        language: 'en',
        kyc_status: '',
        id_client: null,
        id_investor: null,
        full_name: '',
        reviewStatus: null,
        onboarding: { completed: [] },
      });
    });

    it('joins first and last name, records first-steps progress, and refuses bad values naming the field', async () => {
      const actor = await createActor(t, { kind: 'investor' });
      const patched = await actor.call('PATCH', '/api/user', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        salutation: 'Dr',
        currency: 'EUR',
        language: 'de',
        investorType: 'QUALIFIED_INVESTOR',
        onboardingStep: 'profile',
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().data).toMatchObject({
        full_name: 'Ada Lovelace',
        currency: 'EUR',
        language: 'de',
        onboarding: { completed: ['profile'] },
      });
      for (const [body, field] of [
        [{ salutation: 'Sir' }, 'body.salutation'],
        [{ currency: 'JPY' }, 'body.currency'],
        [{ firstName: 'x'.repeat(101) }, 'body.firstName'],
        [{ dateOfBirth: '31.12.1990' }, 'body.dateOfBirth'],
        [{ id: 'someone-else' }, 'body'],
      ] as const) {
        const response = await actor.call('PATCH', '/api/user', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().errors[0].message.startsWith(field)).toBe(true);
      }
      expect(
        (await actor.call('PATCH', '/api/user', { firstName: 'x'.repeat(101) })).json().errors[0].message,
      ).toContain('Too many characters');
    });
  });

  describe('companies', () => {
    it('creates a client company once; a second POST is a conflict; investors get a balance list', async () => {
      const client = await createCompanyActor(t, 'client', { companyName: 'Gamma GmbH' });
      expect((await client.call('POST', '/api/client', { companyName: 'Again' })).statusCode).toBe(409);
      expect((await client.call('GET', '/api/user')).json().data).toMatchObject({
        company_name: 'Gamma GmbH',
        id_client: client.accountId,
        kind: 'CLIENT',
        reviewStatus: 'PENDING',
        client: { allowedTradePercent: null },
      });
      const investor = await createCompanyActor(t, 'investor');
      expect((await investor.call('GET', '/api/user')).json().data.investor.balance).toEqual([
        { currency: 'USD', amount: 0 },
      ]);
    });

    it('refuses a company of the other kind than the sign-up chose', async () => {
      const investor = await createActor(t, { kind: 'investor' });
      const response = await investor.call('POST', '/api/client', { companyName: 'Nope' });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].code).toBe('WRONG_ACCOUNT_KIND');
    });

    it('saves the self-assessment in minor units and warns against the operator thresholds', async () => {
      const client = await createCompanyActor(t, 'client');
      const response = await client.call('PATCH', '/api/client/self-assesment', {
        company_mrr: 500_000,
        requested_funding_amount: 900_000_000,
        estimated_runway: 3,
        debt_loans: 0,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.warnings).toEqual([
        'MRR_BELOW_MINIMUM',
        'FUNDING_ABOVE_MAXIMUM',
        'RUNWAY_BELOW_MINIMUM',
      ]);
      expect(response.json().data.company.selfAssessment).toMatchObject({
        company_mrr: 500_000,
        debt_loans: 0,
      });
      const negative = await client.call('PATCH', '/api/client/self-assesment', {
        company_mrr: -1,
        requested_funding_amount: null,
        estimated_runway: null,
        debt_loans: null,
      });
      expect(negative.statusCode).toBe(400);
      expect(negative.json().errors[0].message).toBe('body.company_mrr: Must enter positive number!');
      const float = await client.call('PATCH', '/api/client/self-assesment', {
        company_mrr: 10.5,
        requested_funding_amount: null,
        estimated_runway: null,
        debt_loans: null,
      });
      expect(float.json().errors[0].message).toBe('body.company_mrr: Must be a number!');
    });

    it('keeps bank accounts with one main account and checks IBAN and BIC', async () => {
      const client = await createCompanyActor(t, 'client');
      const bad = await client.call('PATCH', '/api/client', {
        bank: { bankIBAN: 'DE88370400440532013000', bankOwnerName: 'X', bankCurrency: 'EUR' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([
        { code: 'VALIDATION', message: 'body.bank.bankIBAN: is not a valid IBAN' },
      ]);
      const badBic = await client.call('PATCH', '/api/client', {
        bank: {
          bankIBAN: 'DE89370400440532013000',
          bankCode: 'NOTABIC!',
          bankOwnerName: 'X',
          bankCurrency: 'EUR',
        },
      });
      expect(badBic.json().errors).toEqual([
        { code: 'VALIDATION', message: 'body.bank.bankCode: is not a valid BIC' },
      ]);
      for (const iban of ['DE89 3704 0044 0532 0130 00', 'EE382200221020145685']) {
        expect(
          (
            await client.call('PATCH', '/api/client', {
              bank: { bankIBAN: iban, bankOwnerName: 'Owner', bankCurrency: 'EUR' },
            })
          ).statusCode,
        ).toBe(200);
      }
      const accounts = (await client.call('GET', '/api/client/bank-accounts')).json().data;
      expect(accounts.map((a: { iban: string; isMain: boolean }) => [a.iban, a.isMain])).toEqual([
        ['EE382200221020145685', true],
        ['DE89370400440532013000', false],
      ]);
      const older = accounts[1].id;
      const switched = (await client.call('PATCH', `/api/client/bank-accounts/${older}`)).json().data;
      expect(switched.find((a: { isMain: boolean }) => a.isMain).id).toBe(older);
    });
  });

  describe('client user management', () => {
    let owner: Actor & { accountId: string };
    beforeAll(async () => {
      owner = await createCompanyActor(t, 'client', { companyName: 'Delta AG' });
    });

    it('invites a colleague who must choose a new password at the first sign-in', async () => {
      const invited = await owner.call('POST', '/api/user', {
        email: 'New.Person@Example.com',
        firstName: 'New',
        lastName: 'Person',
      });
      expect(invited.statusCode).toBe(201);
      expect(invited.json().data).toMatchObject({
        email: 'new.person@example.com',
        status: 'ACTIVE',
        invitedBy: owner.sub,
      });
      const mail = await readLatestMail(t.dataDir, 'new.person@example.com');
      expect(mail.subject).toBe('You are invited to Delta AG on Tranche');
      const colleague = await completeInvitation(t, 'new.person@example.com');
      const profile = (await colleague.call('GET', '/api/user')).json().data;
      expect(profile).toMatchObject({
        company_name: 'Delta AG',
        id_client: owner.accountId,
        firstName: 'New',
      });
    });

    it('writes the invitation in the inviter’s language', async () => {
      const german = await createCompanyActor(t, 'client', { companyName: 'Epsilon GmbH' });
      await german.call('PATCH', '/api/user', { language: 'de', firstName: 'Erika' });
      await german.call('POST', '/api/user', {
        email: 'kollegin@example.com',
        firstName: 'K',
        lastName: 'L',
      });
      const mail = await readLatestMail(t.dataDir, 'kollegin@example.com');
      expect(mail.subject).toBe('Einladung zu Epsilon GmbH auf Tranche');
      expect(mail.text).toContain('Erika hat Sie zu Epsilon GmbH auf Tranche eingeladen.');
    });

    it("says 'User with this email already exists' for a taken address", async () => {
      const again = await owner.call('POST', '/api/user', {
        email: 'new.person@example.com',
        firstName: 'A',
        lastName: 'B',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors[0]).toEqual({
        code: 'USER_EXISTS',
        message: 'User with this email already exists',
      });
      const otherCompanyUser = await owner.call('POST', '/api/user', {
        email: owner.email,
        firstName: 'A',
        lastName: 'B',
      });
      expect(otherCompanyUser.json().errors[0].code).toBe('USER_EXISTS');
    });

    it('lists users 10 a page, disables, enables and deletes them, never oneself', async () => {
      const list = (await owner.call('GET', '/api/user/list')).json().data;
      expect(list).toMatchObject({ page: 1, size: 10, total: 2 });
      const colleague = list.users.find((u: { email: string }) => u.email === 'new.person@example.com');
      expect((await owner.call('DELETE', `/api/user/${owner.sub}?action=disable`)).statusCode).toBe(403);

      expect((await owner.call('DELETE', `/api/user/${colleague.id}`)).json().data.status).toBe('DISABLED');
      await expect(actorFor(t, 'new.person@example.com', colleague.id, 'Correct-Horse-9')).rejects.toThrow();
      expect((await owner.call('PATCH', `/api/user/${colleague.id}`)).json().data.status).toBe('ACTIVE');
      const back = await actorFor(t, 'new.person@example.com', colleague.id, 'Correct-Horse-9');
      expect((await back.call('GET', '/api/user')).statusCode).toBe(200);

      expect((await owner.call('DELETE', `/api/user/${colleague.id}?action=delete`)).statusCode).toBe(200);
      expect((await back.call('GET', '/api/user')).statusCode).toBe(401);
      expect((await owner.call('GET', '/api/user/list')).json().data.total).toBe(1);
      // The address is free again.
      expect(
        (
          await owner.call('POST', '/api/user', {
            email: 'new.person@example.com',
            firstName: 'New',
            lastName: 'Again',
          })
        ).statusCode,
      ).toBe(201);
    });
  });
});
