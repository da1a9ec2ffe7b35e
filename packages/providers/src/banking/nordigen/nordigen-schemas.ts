import { z } from 'zod';

/**
 * The GoCardless Bank Account Data objects Tranche reads, after its OpenAPI document
 * (`openapi/nordigen/spec.json`, API v2). Only the fields the transform uses; unknown fields pass
 * through. Codes and types stay `string`: GoCardless may add values.
 */

/** `POST /api/v2/token/new/` (schema SpectacularJWTObtain); lifetimes in seconds. */
export const nordigenTokenSchema = z.looseObject({
  access: z.string().min(1),
  access_expires: z.number().positive().default(86_400),
  refresh: z.string().min(1),
  refresh_expires: z.number().positive().default(2_592_000),
});

/** `POST /api/v2/token/refresh/` (schema SpectacularJWTRefresh). */
export const nordigenRefreshSchema = z.looseObject({
  access: z.string().min(1),
  access_expires: z.number().positive().default(86_400),
});

/** An institution (schema Integration); the day counts are decimal strings. */
export const nordigenInstitutionSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  bic: z.string().optional(),
  transaction_total_days: z.string().optional(),
  max_access_valid_for_days: z.string().optional(),
  countries: z.array(z.string()).default([]),
  logo: z.string().optional(),
});
export type NordigenInstitution = z.infer<typeof nordigenInstitutionSchema>;

/** An end-user agreement (schema EndUserAgreement): the scope and length of the access. */
export const nordigenAgreementSchema = z.looseObject({
  id: z.string().min(1),
  max_historical_days: z.number().optional(),
  access_valid_for_days: z.number().default(90),
  accepted: z.string().nullable().optional(),
});
export type NordigenAgreement = z.infer<typeof nordigenAgreementSchema>;

/** A requisition (schema Requisition): the user's trip to the bank and the accounts it gave. */
export const nordigenRequisitionSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string().optional(),
  agreement: z.string().optional(),
  accounts: z.array(z.string()).default([]),
  link: z.string().min(1),
});
export type NordigenRequisition = z.infer<typeof nordigenRequisitionSchema>;

const amountSchema = z.looseObject({ amount: z.string(), currency: z.string() });

/** `GET /api/v2/accounts/{id}/details/` (schema AccountDetail, Berlin Group names). */
export const nordigenDetailsSchema = z.looseObject({
  account: z.looseObject({
    resourceId: z.string().optional(),
    iban: z.string().optional(),
    currency: z.string().optional(),
    ownerName: z.string().optional(),
    name: z.string().optional(),
    displayName: z.string().optional(),
    product: z.string().optional(),
  }),
});
export type NordigenAccountDetails = z.infer<typeof nordigenDetailsSchema>['account'];

/** One balance (schema BalanceSchema). */
export const nordigenBalanceSchema = z.looseObject({
  balanceAmount: amountSchema,
  balanceType: z.string(),
  referenceDate: z.string().optional(),
});
export type NordigenBalance = z.infer<typeof nordigenBalanceSchema>;

export const nordigenBalancesSchema = z.looseObject({
  balances: z.array(nordigenBalanceSchema).default([]),
});

/** One transaction (schema TransactionSchema); only the amount is required by the document. */
export const nordigenTransactionSchema = z.looseObject({
  transactionId: z.string().optional(),
  internalTransactionId: z.string().optional(),
  bookingDate: z.string().optional(),
  bookingDateTime: z.string().optional(),
  valueDate: z.string().optional(),
  transactionAmount: amountSchema,
  creditorName: z.string().optional(),
  debtorName: z.string().optional(),
  remittanceInformationUnstructured: z.string().optional(),
  remittanceInformationUnstructuredArray: z.array(z.string()).optional(),
  remittanceInformationStructured: z.string().optional(),
  additionalInformation: z.string().optional(),
});
export type NordigenTransaction = z.infer<typeof nordigenTransactionSchema>;

/** `GET /api/v2/accounts/{id}/transactions/` (schema AccountTransactions); pending ones are not read. */
export const nordigenTransactionsSchema = z.looseObject({
  transactions: z.looseObject({ booked: z.array(nordigenTransactionSchema).default([]) }),
});
