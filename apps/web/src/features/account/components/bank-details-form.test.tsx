import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BankAccount } from '../api/company.api';
import { failure, fakeApi, loadedUser, ok, userRoutes } from '../testing/fake-api';
import { renderWithSession } from '../testing/render-with-session';
import { BankAccountsList } from './bank-accounts-list';
import { BankDetailsForm, ibanStatus, toBankBody } from './bank-details-form';

const MAIN: BankAccount = {
  id: '0b0b0b0b-0000-4000-8000-000000000001',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
  ownerName: 'Analytical Engines GmbH',
  currency: 'EUR',
  country: 'DE',
  isMain: true,
};
const SECOND: BankAccount = {
  ...MAIN,
  id: '0b0b0b0b-0000-4000-8000-000000000002',
  iban: 'GB29NWBK60161331926819',
  bic: null,
  bankName: null,
  currency: 'GBP',
  country: 'GB',
  isMain: false,
};

const render = (main: BankAccount | undefined, kind: 'CLIENT' | 'INVESTOR' = 'CLIENT') =>
  renderWithSession([{ path: '/', element: <BankDetailsForm kind={kind} main={main} currency="EUR" /> }]);

describe('bank details', () => {
  it('sends IBAN and BIC compact, the country from the IBAN unless chosen', () => {
    expect(
      toBankBody({
        bankIBAN: 'de89 3704 0044 0532 0130 00',
        bankCode: ' cobadeff xxx',
        bankName: '',
        bankOwnerName: ' Ada ',
        bankCurrency: 'EUR',
        bankCountry: '',
      }),
    ).toEqual({
      bankIBAN: 'DE89370400440532013000',
      bankCode: 'COBADEFFXXX',
      bankName: null,
      bankOwnerName: 'Ada',
      bankCurrency: 'EUR',
      bankCountry: 'DE',
    });
    expect(ibanStatus('DE89 3704')).toBe('empty');
    expect(ibanStatus('DE89 3704 0044 0532 0130 00')).toBe('valid');
    expect(ibanStatus('DE88 3704 0044 0532 0130 00')).toBe('invalid');
  });

  it('groups the IBAN while typing and checks it live', async () => {
    fakeApi(userRoutes(loadedUser()).routes);
    const { user } = render(undefined);
    const iban = await screen.findByRole('textbox', { name: /iban/i });
    await user.type(iban, 'de89370400440532013000');
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(screen.getByText('Valid IBAN')).toBeInTheDocument();
    await user.type(iban, '1');
    expect(screen.getByText('This IBAN does not check out yet.')).toBeInTheDocument();
  });

  it('refuses an invalid IBAN and a missing owner before sending', async () => {
    const api = fakeApi(userRoutes(loadedUser()).routes);
    const { user } = render(undefined);
    await user.type(await screen.findByRole('textbox', { name: /iban/i }), 'DE88370400440532013000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is not a valid IBAN.')).toBeInTheDocument();
    expect(screen.getByText('Required field Account owner')).toBeInTheDocument();
    // One message for the IBAN: the live hint gives way to the error.
    expect(screen.queryByText('This IBAN does not check out yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /iban/i })).toHaveAccessibleDescription(
      'This is not a valid IBAN.',
    );
    expect(api.sent('PATCH', '/client')).toHaveLength(0);
  });

  it('names the required fields when Save is pressed on the empty form', async () => {
    const api = fakeApi(userRoutes(loadedUser()).routes);
    const { user } = render(undefined);
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Required field IBAN')).toBeInTheDocument();
    expect(screen.getByText('Required field Account owner')).toBeInTheDocument();
    expect(api.sent('PATCH', '/client')).toHaveLength(0);
  });

  it("saves an investor's bank account through PATCH investor", async () => {
    const api = fakeApi({
      ...userRoutes(loadedUser({ kind: 'INVESTOR' })).routes,
      'PATCH /investor': () => ok({}),
    });
    const { user } = render(undefined, 'INVESTOR');
    await user.type(await screen.findByRole('textbox', { name: /iban/i }), 'EE382200221020145685');
    await user.type(screen.getByRole('textbox', { name: /account owner/i }), 'Fund One');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PATCH', '/investor')).toHaveLength(1));
    expect(api.sent('PATCH', '/investor')[0]!.body).toMatchObject({
      bank: { bankIBAN: 'EE382200221020145685', bankOwnerName: 'Fund One', bankCountry: 'EE' },
    });
  });

  it('puts the server refusing the BIC next to the BIC and keeps every input', async () => {
    const api = fakeApi({
      ...userRoutes(loadedUser()).routes,
      'PATCH /client': () => failure(400, 'INVALID_BIC', 'body.bank.bankCode: is not a valid BIC'),
    });
    const { user } = render(MAIN);
    const bic = await screen.findByRole('textbox', { name: 'BIC' });
    await user.clear(bic);
    await user.type(bic, 'ABCDDEFF');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is not a valid BIC.')).toBeInTheDocument();
    expect(bic).toHaveValue('ABCDDEFF');
    expect(api.sent('PATCH', '/client')[0]!.body).toEqual({
      bank: {
        bankIBAN: 'DE89370400440532013000',
        bankCode: 'ABCDDEFF',
        bankName: 'Commerzbank',
        bankOwnerName: 'Analytical Engines GmbH',
        bankCurrency: 'EUR',
        bankCountry: 'DE',
      },
    });
  });

  it('lists the accounts and makes another one the main account', async () => {
    let accounts = [MAIN, SECOND];
    const api = fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /client/bank-accounts': () => ok(accounts),
      'PATCH /client/bank-accounts/0b0b0b0b-0000-4000-8000-000000000002': () => {
        accounts = [
          { ...MAIN, isMain: false },
          { ...SECOND, isMain: true },
        ];
        return ok(accounts);
      },
    });
    const { user } = renderWithSession([{ path: '/', element: <BankAccountsList kind="CLIENT" /> }]);
    const table = await screen.findByRole('table', { name: 'Bank accounts of your company' });
    expect(within(table).getByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Set as main: GB29 NWBK 6016 1331 9268 19' }));
    await waitFor(() => expect(api.sent('PATCH', '/client/bank-accounts/')).toHaveLength(1));
    expect(await screen.findByText('Main bank account changed')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /DE89 3704/ })).toBeInTheDocument();
  });

  it('says so when setting the main account fails', async () => {
    fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /client/bank-accounts': () => ok([MAIN, SECOND]),
      'PATCH /client/bank-accounts/0b0b0b0b-0000-4000-8000-000000000002': () =>
        failure(
          400,
          'SET_MAIN_FAILED',
          'Something went wrong setting your bank account as main bank account.',
        ),
    });
    const { user } = renderWithSession([{ path: '/', element: <BankAccountsList kind="CLIENT" /> }]);
    await user.click(await screen.findByRole('button', { name: /GB29/ }));
    expect(
      await screen.findByText('Something went wrong setting your bank account as main bank account.'),
    ).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    fakeApi({ ...userRoutes(loadedUser()).routes, 'GET /investor/bank-accounts': () => ok([]) });
    renderWithSession([{ path: '/', element: <BankAccountsList kind="INVESTOR" /> }]);
    expect(await screen.findByText('No bank account yet.')).toBeInTheDocument();
  });
});
