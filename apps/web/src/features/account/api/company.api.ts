import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  bankAccountSchema,
  clientCompanySchema,
  clientPatchSchema,
  investorCompanySchema,
  SelfAssessment,
} from '@tranche/contracts/accounts';
import type { SelfAssessmentWarning } from '@tranche/domain/accounts/index';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session-context';

export type ClientCompanyInput = ReturnType<typeof clientCompanySchema.parse>;
export type ClientPatch = ReturnType<typeof clientPatchSchema.parse>;
export type InvestorCompanyInput = ReturnType<typeof investorCompanySchema.parse>;
export type BankAccount = ReturnType<typeof bankAccountSchema.parse>;
export type CompanyKind = 'CLIENT' | 'INVESTOR';

/** The company as GET /client and GET /investor answer it (spec §3's company fields). */
export interface Company {
  id: string;
  kind: CompanyKind;
  companyName: string | null;
  companyUrl: string | null;
  companyForm: string | null;
  description: string | null;
  address: string | null;
  additionalAddress: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  vat: string | null;
  nace_code: string | null;
  number_employees: number | null;
  reviewStatus: 'PENDING' | 'APPROVED' | 'REJECTED';
  allowedTradePercent: number | null;
  selfAssessment: SelfAssessment & { currency: string | null };
}

const pathOf = (kind: CompanyKind) => (kind === 'CLIENT' ? '/client' : '/investor');

export const companyQueryKey = (kind: CompanyKind) => ['account', 'company', kind] as const;

export const companyQueryOptions = (kind: CompanyKind) =>
  queryOptions({
    queryKey: companyQueryKey(kind),
    queryFn: ({ signal }) => api.get<Company>(pathOf(kind), { signal }),
  });

export function useCompany(kind: CompanyKind | null) {
  return useQuery({ ...companyQueryOptions(kind ?? 'CLIENT'), enabled: kind !== null });
}

/**
 * Creates the company (POST) or updates it (PATCH). Creating one gives the user a kind, a company
 * name and a review status, so the session's user is loaded again.
 */
export function useSaveCompany(kind: CompanyKind) {
  const queryClient = useQueryClient();
  const { reload } = useSession();
  return useMutation({
    mutationFn: ({ create, body }: { create: boolean; body: ClientPatch | Partial<InvestorCompanyInput> }) =>
      create ? api.post<Company>(pathOf(kind), body) : api.patch<Company>(pathOf(kind), body),
    onSuccess: async (company) => {
      queryClient.setQueryData(companyQueryKey(kind), company);
      await reload();
    },
  });
}

export interface SelfAssessmentResult {
  company: Company;
  warnings: SelfAssessmentWarning[];
}

/** PATCH client/self-assesment (the API's spelling): the figures in minor units, and the warnings they raise. */
export function useSaveSelfAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelfAssessment) => api.patch<SelfAssessmentResult>('/client/self-assesment', body),
    onSuccess: ({ company }) => queryClient.setQueryData(companyQueryKey('CLIENT'), company),
  });
}

export const bankAccountsQueryKey = (kind: CompanyKind) => ['account', 'bank-accounts', kind] as const;

export function useBankAccounts(kind: CompanyKind) {
  return useQuery({
    queryKey: bankAccountsQueryKey(kind),
    queryFn: async ({ signal }) =>
      (await api.get<BankAccount[]>(`${pathOf(kind)}/bank-accounts`, { signal })) ?? [],
  });
}

/**
 * PATCH client or investor with `bank`: the details become the company's main bank account (the
 * same IBAN edits its account, a new one adds an account).
 */
export function useSaveBankDetails(kind: CompanyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bank: NonNullable<ClientPatch['bank']>) => api.patch<Company>(pathOf(kind), { bank }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsQueryKey(kind) }),
  });
}

/** PATCH client|investor/bank-accounts/{id}: answers the company's accounts with the new main one. */
export function useSetMainBankAccount(kind: CompanyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.patch<BankAccount[]>(`${pathOf(kind)}/bank-accounts/${encodeURIComponent(id)}`)) ?? [],
    onSuccess: (accounts) => queryClient.setQueryData(bankAccountsQueryKey(kind), accounts),
  });
}
