import { describe, expect, it } from 'vitest';
import {
  BIC_MESSAGE,
  bankDetailsSchema,
  clientCompanySchema,
  clientPatchSchema,
  IBAN_MESSAGE,
  VAT_MESSAGE,
  WEBSITE_MESSAGE,
} from './accounts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('client company', () => {
  it('takes a website with or without its scheme and refuses text that is not one', () => {
    expect(clientCompanySchema.safeParse({ companyName: 'A', companyUrl: 'example.com/about' }).success).toBe(
      true,
    );
    expect(issues(clientCompanySchema.safeParse({ companyName: 'A', companyUrl: 'our website' }))).toEqual([
      `companyUrl: ${WEBSITE_MESSAGE}`,
    ]);
  });

  it("checks the VAT number against the company's country, on creation and in a patch naming both", () => {
    expect(
      clientCompanySchema.safeParse({ companyName: 'A', country: 'DE', vat: 'DE136695976' }).success,
    ).toBe(true);
    expect(
      issues(clientCompanySchema.safeParse({ companyName: 'A', country: 'FR', vat: 'DE136695976' })),
    ).toEqual([`vat: ${VAT_MESSAGE}`]);
    expect(issues(clientPatchSchema.safeParse({ country: 'DE', vat: 'DE136695977' }))).toEqual([
      `vat: ${VAT_MESSAGE}`,
    ]);
    // A patch of the number alone is checked by the API against the stored country.
    expect(clientPatchSchema.safeParse({ vat: 'DE136695977' }).success).toBe(true);
  });
});

describe('bank details', () => {
  const bank = { bankIBAN: 'DE89370400440532013000', bankOwnerName: 'Acme', bankCurrency: 'EUR' };

  it('refuses a wrong IBAN or BIC with one message each', () => {
    expect(bankDetailsSchema.safeParse({ ...bank, bankCode: 'DEUTDEFF' }).success).toBe(true);
    expect(issues(bankDetailsSchema.safeParse({ ...bank, bankIBAN: 'DE88370400440532013000' }))).toEqual([
      `bankIBAN: ${IBAN_MESSAGE}`,
    ]);
    expect(issues(bankDetailsSchema.safeParse({ ...bank, bankCode: 'DEUT1EFF' }))).toEqual([
      `bankCode: ${BIC_MESSAGE}`,
    ]);
  });

  it('says only that an empty IBAN is required', () => {
    expect(issues(bankDetailsSchema.safeParse({ ...bank, bankIBAN: '' }))).toEqual([
      'bankIBAN: Required field bankIBAN',
    ]);
  });
});
