import { z } from 'zod';

// Not exported from the package's index: only the bank screens load it (`@tranche/contracts/banking`).
/** A bank of `GET nordigen/banks/{country}`. */
export const bankInstitutionSchema = z.object({
  id: z.string(),
  name: z.string(),
  bic: z.string().nullable(),
  logoUrl: z.string().nullable(),
  transactionTotalDays: z.int(),
  maxAccessValidForDays: z.int().nullable(),
});
export const bankListResponseSchema = z.object({ data: z.array(bankInstitutionSchema) });

/** A bank account shared through open banking, with its latest balance (`GET bank`). */
export const linkedBankAccountSchema = z.object({
  id: z.uuid(),
  integrationId: z.uuid(),
  institutionName: z.string().nullable(),
  iban: z.string().nullable(),
  name: z.string().nullable(),
  ownerName: z.string().nullable(),
  currency: z.string(),
  balanceMinor: z.number().nullable(),
  balanceType: z.string().nullable(),
  balanceOn: z.string().nullable(),
  bankAccountId: z.uuid().nullable(),
});
export type LinkedBankAccount = z.infer<typeof linkedBankAccountSchema>;

/** `GET bank/balances`: the sum of the balances per currency, and each account. */
export const bankBalancesSchema = z.object({
  totals: z.array(z.object({ currency: z.string(), balanceMinor: z.number() })),
  accounts: z.array(linkedBankAccountSchema),
});
export type BankBalances = z.infer<typeof bankBalancesSchema>;

/** One month (its first day) and currency of `GET bank/cashflow`. */
export const cashflowMonthSchema = z.object({
  month: z.iso.date(),
  currency: z.string(),
  inflowMinor: z.number(),
  outflowMinor: z.number(),
});
export type CashflowMonth = z.infer<typeof cashflowMonthSchema>;
