import {
  bankAccountSchema,
  clientCompanySchema,
  clientPatchSchema,
  investorCompanySchema,
  investorPatchSchema,
  selfAssessmentSchema,
} from '@tranche/contracts';
import { hundredthsToPercent } from '@tranche/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { currentUser } from '../../identity/auth/auth.plugin';
import { badRequest } from '../../lib/app-error';
import { type AccountCaller, loadAccountCaller, loadCaller } from './account-context';
import type { AccountRow } from './accounts.repo';
import { type BankAccountRow, listBankAccounts, setMainBankAccount } from './bank-accounts.repo';
import { createCompany, patchClient, patchInvestor, saveSelfAssessment } from './company.service';

const SET_MAIN_FAILED = 'Something went wrong setting your bank account as main bank account.';

/** The company as the web reads it (spec §3's client and investor company fields). */
const toCompany = (account: AccountRow) => ({
  id: account.id,
  kind: account.kind,
  companyName: account.companyName,
  companyUrl: account.companyUrl,
  companyForm: account.companyForm,
  description: account.description,
  address: account.address,
  additionalAddress: account.additionalAddress,
  postalCode: account.postalCode,
  city: account.city,
  country: account.country,
  vat: account.vat,
  nace_code: account.naceCode,
  number_employees: account.numberEmployees,
  reviewStatus: account.reviewStatus,
  allowedTradePercent:
    account.allowedTradePercentHundredths === null
      ? null
      : hundredthsToPercent(account.allowedTradePercentHundredths),
  selfAssessment: {
    company_mrr: account.companyMrrMinor,
    requested_funding_amount: account.requestedFundingMinor,
    estimated_runway: account.estimatedRunwayMonths,
    debt_loans: account.debtLoansMinor,
    currency: account.selfAssessmentCurrency,
  },
});

const toBankAccount = (row: BankAccountRow): z.infer<typeof bankAccountSchema> => ({
  id: row.id,
  iban: row.iban,
  bic: row.bic,
  bankName: row.bankName,
  ownerName: row.ownerName,
  currency: row.currency,
  country: row.country,
  isMain: row.isMain,
});

const companyResponse = z.object({ data: z.object({}).passthrough() });
const bankAccountsResponse = z.object({ data: z.array(bankAccountSchema) });

/** Client and investor companies, the self-assessment and bank accounts (spec §3, §7 Profiles, Payments). */
export const companyRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  const auth = { onRequest: app.requireUser };

  /**
   * GET, POST and PATCH of one kind's company at `/client` or `/investor`: the kinds differ only in
   * the bodies they accept and the service that applies a patch.
   */
  function companyOfKind<Patch extends z.ZodType>(
    kind: AccountRow['kind'],
    bodies: { create: typeof clientCompanySchema | typeof investorCompanySchema; patch: Patch },
    applyPatch: (caller: AccountCaller, body: z.output<Patch>) => Promise<AccountRow>,
  ) {
    const path = `/${kind.toLowerCase()}`;
    app.get(
      path,
      { ...auth, schema: { tags: ['company'], response: { 200: companyResponse } } },
      async (request) => {
        const caller = await loadAccountCaller(container, request, kind);
        return { data: toCompany(caller.account) };
      },
    );
    app.post(
      path,
      { ...auth, schema: { tags: ['company'], body: bodies.create, response: { 201: companyResponse } } },
      async (request, reply) => {
        const caller = await loadCaller(container, request);
        const account = await createCompany(container, caller, currentUser(request).kind, kind, request.body);
        return reply.status(201).send({ data: toCompany(account) });
      },
    );
    app.patch(
      path,
      { ...auth, schema: { tags: ['company'], body: bodies.patch, response: { 200: companyResponse } } },
      async (request) => {
        const caller = await loadAccountCaller(container, request, kind);
        // Validated against bodies.patch; fastify's types cannot resolve a generic schema's output.
        return { data: toCompany(await applyPatch(caller, request.body as z.output<Patch>)) };
      },
    );
  }

  companyOfKind('CLIENT', { create: clientCompanySchema, patch: clientPatchSchema }, (caller, body) =>
    patchClient(container, caller, body),
  );

  app.patch(
    '/client/self-assesment',
    {
      ...auth,
      schema: {
        tags: ['company'],
        body: selfAssessmentSchema,
        response: {
          200: z.object({
            data: z.object({ company: z.object({}).passthrough(), warnings: z.array(z.string()) }),
          }),
        },
      },
    },
    async (request) => {
      const caller = await loadAccountCaller(container, request, 'CLIENT');
      const { account, warnings } = await saveSelfAssessment(container, caller, request.body);
      return { data: { company: toCompany(account), warnings } };
    },
  );

  companyOfKind('INVESTOR', { create: investorCompanySchema, patch: investorPatchSchema }, (caller, body) =>
    patchInvestor(container, caller, body),
  );

  for (const kind of ['client', 'investor'] as const) {
    app.get(
      `/${kind}/bank-accounts`,
      { ...auth, schema: { tags: ['company'], response: { 200: bankAccountsResponse } } },
      async (request) => {
        const caller = await loadAccountCaller(container, request, kind === 'client' ? 'CLIENT' : 'INVESTOR');
        return {
          data: (await listBankAccounts(container.database.db, caller.account.id)).map(toBankAccount),
        };
      },
    );
  }

  // Clients and investors alike choose which of their accounts is the main one (payouts, repayments).
  for (const kind of ['client', 'investor'] as const) {
    app.patch(
      `/${kind}/bank-accounts/:id`,
      {
        ...auth,
        schema: {
          tags: ['company'],
          params: z.object({ id: z.uuid() }),
          response: { 200: bankAccountsResponse },
        },
      },
      async (request) => {
        const caller = await loadAccountCaller(container, request, kind === 'client' ? 'CLIENT' : 'INVESTOR');
        const done = await setMainBankAccount(container.database.db, caller.account.id, request.params.id);
        if (!done) throw badRequest('SET_MAIN_FAILED', SET_MAIN_FAILED);
        return {
          data: (await listBankAccounts(container.database.db, caller.account.id)).map(toBankAccount),
        };
      },
    );
  }
};
