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
