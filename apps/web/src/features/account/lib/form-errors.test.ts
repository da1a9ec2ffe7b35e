import { bankDetailsSchema, clientCompanySchema } from '@tranche/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { schemaErrors } from './form-errors';
import { accountErrorText, serverFieldError } from './server-errors';

const label = (field: string) => `«${field}»`;

describe('contract schema issues as the spec messages (§5)', () => {
  it('says which field is required, too long or not a positive number', () => {
    const errors = schemaErrors(
      clientCompanySchema,
      { companyName: '', city: 'x'.repeat(101), number_employees: -1 },
      label,
    );
    expect(errors).toEqual({
      companyName: 'Required field «companyName»',
      city: 'Too many characters',
      number_employees: 'Must enter positive number!',
    });
  });

  it('uses a field-specific text for a wrong format', () => {
    expect(
      schemaErrors(clientCompanySchema, { companyName: 'A', nace_code: 'xx' }, label, { nace_code: 'NACE!' }),
    ).toEqual({ nace_code: 'NACE!' });
  });

  it('asks to remove control and bidirectional characters, before a format text', () => {
    expect(
      schemaErrors(
        clientCompanySchema,
        { companyName: 'A\u202eB', companyUrl: 'exa\u0000mple.com', description: 'Line\none' },
        label,
        { companyUrl: 'Website!' },
      ),
    ).toEqual({
      companyName: 'Remove control characters, line breaks and hidden text-direction marks.',
      companyUrl: 'Remove control characters, line breaks and hidden text-direction marks.',
    });
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    expect(
      schemaErrors(bankDetailsSchema, { bankIBAN: '', bankOwnerName: 'A', bankCurrency: 'EUR' }, label),
    ).toEqual({
      bankIBAN: 'Pflichtfeld «bankIBAN»',
    });
  });
});

describe('server answers next to their field', () => {
  const fields = ['bankIBAN', 'bankCode', 'city', 'email'];

  it('places coded answers and schema messages on the field they name', () => {
    expect(
      serverFieldError(
        new ApiError(400, 'INVALID_BIC', 'body.bank.bankCode: is not a valid BIC'),
        fields,
        label,
      ),
    ).toEqual({
      field: 'bankCode',
      message: 'This is not a valid BIC.',
    });
    expect(
      serverFieldError(new ApiError(400, 'VALIDATION', 'body.city: Too many characters'), fields, label),
    ).toEqual({
      field: 'city',
      message: 'Too many characters',
    });
    expect(
      serverFieldError(
        new ApiError(400, 'USER_EXISTS', 'User with this email already exists'),
        fields,
        label,
      ),
    ).toEqual({
      field: 'email',
      message: 'User with this email already exists',
    });
    const unclean = new ApiError(
      400,
      'VALIDATION',
      'body.city: must not contain control characters, line breaks or bidirectional formatting characters',
    );
    expect(serverFieldError(unclean, fields, label)).toEqual({
      field: 'city',
      message: 'Remove control characters, line breaks and hidden text-direction marks.',
    });
  });

  it('leaves other answers to a toast, translated by code', () => {
    const setMain = new ApiError(400, 'SET_MAIN_FAILED', 'x');
    expect(serverFieldError(setMain, fields, label)).toBeNull();
    expect(accountErrorText(setMain)).toBe(
      'Something went wrong setting your bank account as main bank account.',
    );
    expect(accountErrorText(new ApiError(403, 'ACCOUNT_IN_REVIEW', 'x'))).toBe(
      'Your account is getting reviewed.',
    );
    expect(accountErrorText(new ApiError(403, 'KIND_NOT_CHOSEN', 'x'))).toBe(
      'Choose whether you are a client or an investor first.',
    );
    expect(accountErrorText(new Error('boom'))).toBe('Something went wrong!');
  });
});
