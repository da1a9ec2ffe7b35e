import {
  type bankDetailsSchema,
  type clientPatchSchema,
  type investorCompanySchema,
  type investorPatchSchema,
  type SelfAssessment,
  VAT_MESSAGE,
} from '@tranche/contracts';
import {
  compactIban,
  isValidBic,
  isValidIban,
  isValidVatNumber,
  selfAssessmentWarnings,
} from '@tranche/domain';
import type { z } from 'zod';
import type { Container } from '../../container';
import { badRequest, conflict, forbidden } from '../../lib/app-error';
import {
  type AccountCaller,
  type Caller,
  KIND_NOT_CHOSEN_MESSAGE,
  WRONG_ACCOUNT_KIND_MESSAGE,
} from './account-context';
import { type AccountRow, insertAccount, updateAccount } from './accounts.repo';
import { upsertMainBankAccount } from './bank-accounts.repo';
import { getThresholds } from './operator-settings.service';
import { updateProfile } from './profiles.repo';

type ClientFields = Partial<Omit<z.infer<typeof clientPatchSchema>, 'bank'>>;

const clientColumns = (body: ClientFields) => ({
  companyName: body.companyName,
  companyUrl: body.companyUrl?.replace(/^https?:\/\//i, '').replace(/\/+$/, '') ?? body.companyUrl,
  description: body.description,
  address: body.address,
  additionalAddress: body.additionalAddress,
  postalCode: body.postalCode,
  city: body.city,
  country: body.country,
  vat: body.vat,
  naceCode: body.nace_code,
  numberEmployees: body.number_employees,
});

const withoutUndefined = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Who may create which company: not an operator (admins own nothing), not a user who has one
 * already, and only the kind the token's `custom:kind` names; a user whose kind is not chosen yet
 * (first steps set it) creates none.
 */
function assertKind(caller: Caller, tokenKind: string | null, kind: AccountRow['kind']): void {
  if (caller.admin) throw forbidden('WRONG_ACCOUNT_KIND', WRONG_ACCOUNT_KIND_MESSAGE);
  if (caller.account) throw conflict('ACCOUNT_EXISTS', 'Your company already exists; update it instead.');
  if (!tokenKind) throw forbidden('KIND_NOT_CHOSEN', KIND_NOT_CHOSEN_MESSAGE);
  if (tokenKind.toUpperCase() !== kind) throw forbidden('WRONG_ACCOUNT_KIND', WRONG_ACCOUNT_KIND_MESSAGE);
}

export async function createCompany(
  container: Container,
  caller: Caller,
  tokenKind: string | null,
  kind: AccountRow['kind'],
  body: ClientFields | z.infer<typeof investorCompanySchema>,
): Promise<AccountRow> {
  assertKind(caller, tokenKind, kind);
  const { db } = container.database;
  return db.transaction(async (tx) => {
    const account = await insertAccount(tx, {
      kind,
      ...withoutUndefined(kind === 'CLIENT' ? clientColumns(body as ClientFields) : investorColumns(body)),
    });
    await updateProfile(tx, caller.sub, { accountId: account.id });
    return account;
  });
}

const investorColumns = (body: Partial<z.infer<typeof investorCompanySchema>>) => ({
  companyName: body.companyName,
  companyForm: body.companyForm,
  address: body.address,
  postalCode: body.postalCode,
  city: body.city,
  country: body.country,
  additionalAddress: body.additionalAddress,
});

export async function patchClient(
  container: Container,
  caller: AccountCaller,
  body: z.infer<typeof clientPatchSchema>,
): Promise<AccountRow> {
  const { bank, ...fields } = body;
  const { db } = container.database;
  assertVatOfCountry(caller.account, fields);
  if (bank) await saveBankDetails(container, caller.account.id, bank);
  const patch = withoutUndefined(clientColumns(fields));
  return Object.keys(patch).length > 0 ? updateAccount(db, caller.account.id, patch) : caller.account;
}

/**
 * The contract checks a VAT number against a country sent with it; a patch of only one of the two
 * is checked here against the stored other, so a company cannot end up with a number of another
 * country.
 */
function assertVatOfCountry(account: AccountRow, fields: ClientFields): void {
  if (fields.vat === undefined && fields.country === undefined) return;
  const vat = fields.vat === undefined ? account.vat : fields.vat;
  const country = fields.country === undefined ? account.country : fields.country;
  if (vat && !isValidVatNumber(vat, country)) throw badRequest('INVALID_VAT', `body.vat: ${VAT_MESSAGE}`);
}

export async function patchInvestor(
  container: Container,
  caller: AccountCaller,
  body: z.infer<typeof investorPatchSchema>,
): Promise<AccountRow> {
  const { bank, ...fields } = body;
  if (bank) await saveBankDetails(container, caller.account.id, bank);
  const patch = withoutUndefined(investorColumns(fields));
  return Object.keys(patch).length > 0
    ? updateAccount(container.database.db, caller.account.id, patch)
    : caller.account;
}

async function saveBankDetails(
  container: Container,
  accountId: string,
  bank: z.infer<typeof bankDetailsSchema>,
) {
  if (!isValidIban(bank.bankIBAN))
    throw badRequest('INVALID_IBAN', 'body.bank.bankIBAN: is not a valid IBAN');
  if (bank.bankCode && !isValidBic(bank.bankCode))
    throw badRequest('INVALID_BIC', 'body.bank.bankCode: is not a valid BIC');
  return upsertMainBankAccount(container.database.db, accountId, {
    iban: compactIban(bank.bankIBAN),
    bic: bank.bankCode ? bank.bankCode.replace(/\s+/g, '').toUpperCase() : null,
    bankCode: bank.bankCode ?? null,
    bankName: bank.bankName ?? null,
    ownerName: bank.bankOwnerName,
    currency: bank.bankCurrency,
    country: bank.bankCountry ?? compactIban(bank.bankIBAN).slice(0, 2),
  });
}

/** Saves the client's self-assessment and answers the warnings its figures raise. */
export async function saveSelfAssessment(container: Container, caller: AccountCaller, body: SelfAssessment) {
  const { db } = container.database;
  const account = await updateAccount(db, caller.account.id, {
    companyMrrMinor: body.company_mrr,
    requestedFundingMinor: body.requested_funding_amount,
    estimatedRunwayMonths: body.estimated_runway,
    debtLoansMinor: body.debt_loans,
    selfAssessmentCurrency: caller.profile.currency,
  });
  const warnings = selfAssessmentWarnings(
    {
      companyMrrMinor: account.companyMrrMinor,
      requestedFundingMinor: account.requestedFundingMinor,
      estimatedRunwayMonths: account.estimatedRunwayMonths,
      country: account.country,
    },
    await getThresholds(db),
  );
  return { account, warnings };
}
