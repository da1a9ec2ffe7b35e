import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';

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

const bank = (bankIBAN: string, bankOwnerName = 'Fund Owner') => ({
  bank: { bankIBAN, bankOwnerName, bankCurrency: 'EUR' },
});

describe('company details', () => {
  it('lets an investor add bank accounts, edit one and choose the main one', async () => {
    const investor = await createCompanyActor(t, 'investor');
    expect((await investor.call('GET', '/api/investor/bank-accounts')).json().data).toEqual([]);
    const added = await investor.call('PATCH', '/api/investor', bank('DE89 3704 0044 0532 0130 00'));
    expect(added.statusCode, added.body).toBe(200);
    const edited = await investor.call('PATCH', '/api/investor', {
      bank: { ...bank('DE89370400440532013000', 'Fund Owner GmbH').bank, bankCode: 'COBADEFFXXX' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await investor.call('PATCH', '/api/investor', bank('EE382200221020145685'))).statusCode).toBe(
      200,
    );
    const accounts = (await investor.call('GET', '/api/investor/bank-accounts')).json().data;
    expect(accounts).toEqual([
      expect.objectContaining({ iban: 'EE382200221020145685', isMain: true }),
      expect.objectContaining({
        iban: 'DE89370400440532013000',
        ownerName: 'Fund Owner GmbH',
        bic: 'COBADEFFXXX',
        isMain: false,
      }),
    ]);
    const switched = await investor.call('PATCH', `/api/investor/bank-accounts/${accounts[1].id}`);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.find((a: { isMain: boolean }) => a.isMain).id).toBe(accounts[1].id);
    const wrong = await investor.call('PATCH', '/api/investor', bank('DE88370400440532013000'));
    expect(wrong.json().errors).toEqual([
      { code: 'VALIDATION', message: 'body.bank.bankIBAN: is not a valid IBAN' },
    ]);
  });

  it("keeps an investor's accounts its own: another company's account cannot become its main one", async () => {
    const [owner, other] = [await createCompanyActor(t, 'investor'), await createCompanyActor(t, 'investor')];
    await owner.call('PATCH', '/api/investor', bank('DE89370400440532013000'));
    const [account] = (await owner.call('GET', '/api/investor/bank-accounts')).json().data;
    const response = await other.call('PATCH', `/api/investor/bank-accounts/${account.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('SET_MAIN_FAILED');
  });

  it("refuses a website that is not one and a VAT number not valid for the company's country", async () => {
    const client = await createCompanyActor(t, 'client'); // country DE
    const url = await client.call('PATCH', '/api/client', { companyUrl: 'our website' });
    expect(url.json().errors).toEqual([
      { code: 'VALIDATION', message: 'body.companyUrl: must be a website address like example.com' },
    ]);
    const french = await client.call('PATCH', '/api/client', { vat: 'FR40303265045' });
    expect(french.statusCode).toBe(400);
    expect(french.json().errors).toEqual([
      { code: 'INVALID_VAT', message: "body.vat: must be a valid VAT number for the company's country" },
    ]);
    const german = await client.call('PATCH', '/api/client', {
      vat: 'DE 136 695 976',
      companyUrl: 'https://example.com/',
    });
    expect(german.statusCode, german.body).toBe(200);
    expect(german.json().data).toMatchObject({ vat: 'DE 136 695 976', companyUrl: 'example.com' });
    // Moving to France with the German number is refused; both changed together is fine.
    expect((await client.call('PATCH', '/api/client', { country: 'FR' })).json().errors[0].code).toBe(
      'INVALID_VAT',
    );
    const moved = await client.call('PATCH', '/api/client', { country: 'FR', vat: 'FR40303265045' });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});
