import { isValidBic, isValidIban, isValidVatNumber, isWebsiteAddress } from '@tranche/domain/accounts/index';
import { z } from 'zod';
import { multiLineText, singleLineText } from './text';

/** Request and response shapes of profiles, companies, bank details and users (spec §3, §6, §7). */

export const SALUTATIONS = ['Mr', 'Ms', 'Mrs', 'Dr', 'Prof'] as const;
export const INVESTOR_TYPES = ['QUALIFIED_INVESTOR', 'INSTITUTIONAL_INVESTMENT_COMPANY'] as const;
export const PROFILE_CURRENCIES = ['EUR', 'USD', 'CZK', 'PLN', 'GBP'] as const;
export const LANGUAGES = ['en', 'de'] as const;
export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const ACCOUNT_KINDS = ['CLIENT', 'INVESTOR'] as const;
export const ONBOARDING_STEPS = ['profile', 'company', 'self-assessment', 'representative'] as const;

const text = singleLineText;
const optionalText = (max: number) => text(max).nullable().optional();
const countryCode = z.string().regex(/^[A-Z]{2}$/, { error: 'must be an ISO country code like DE' });
const isoDate = z.iso.date({ error: 'must be a date yyyy-mm-dd' });

export const WEBSITE_MESSAGE = 'must be a website address like example.com';
export const VAT_MESSAGE = "must be a valid VAT number for the company's country";
export const IBAN_MESSAGE = 'is not a valid IBAN';
export const BIC_MESSAGE = 'is not a valid BIC';

const website = text(300).refine(isWebsiteAddress, { error: WEBSITE_MESSAGE });

/**
 * The VAT number must be valid for the company's country (jsvat-next's rules, see the domain's
 * vat-number). Checked here when the body carries the country (a new company, or a patch naming
 * it, as the web's form always does); the API checks a patch of only one of them against the
 * stored other.
 */
function vatOfCountry(body: { vat?: string | null; country?: string | null }, ctx: z.RefinementCtx): void {
  if (!body.vat || body.country === undefined) return;
  if (!isValidVatNumber(body.vat, body.country))
    ctx.addIssue({ code: 'custom', path: ['vat'], message: VAT_MESSAGE });
}

export const profilePatchSchema = z
  .object({
    firstName: optionalText(100),
    lastName: optionalText(100),
    salutation: z.enum(SALUTATIONS).nullable().optional(),
    dateOfBirth: isoDate.nullable().optional(),
    country: countryCode.nullable().optional(),
    investorType: z.enum(INVESTOR_TYPES).nullable().optional(),
    currency: z.enum(PROFILE_CURRENCIES).optional(),
    language: z.enum(LANGUAGES).optional(),
    role: optionalText(100),
    representative: z.boolean().nullable().optional(),
    /** Marks one first-steps step done. */
    onboardingStep: z.enum(ONBOARDING_STEPS).optional(),
  })
  .strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

const clientCompanyFields = z
  .object({
    companyName: text(200).min(1, { error: 'Required field companyName' }),
    companyUrl: website.nullable().optional(),
    description: multiLineText(2000).nullable().optional(),
    address: optionalText(200),
    additionalAddress: optionalText(200),
    postalCode: optionalText(20),
    city: optionalText(100),
    country: countryCode.nullable().optional(),
    vat: optionalText(30),
    nace_code: z
      .string()
      .regex(/^[A-U](\d{1,2}(\.\d{1,2})?)?$|^\d{2}(\.\d{1,2})?$/, { error: 'must be a NACE code like 62.01' })
      .nullable()
      .optional(),
    number_employees: z
      .number()
      .int({ error: 'Must be a number!' })
      .min(0, { error: 'Must enter positive number!' })
      .max(10_000_000)
      .nullable()
      .optional(),
  })
  .strict();

export const clientCompanySchema = clientCompanyFields.superRefine((body, ctx) =>
  vatOfCountry({ vat: body.vat, country: body.country ?? null }, ctx),
);

export const bankDetailsSchema = z
  .object({
    bankCode: text(30)
      .refine((bic) => bic === '' || isValidBic(bic), { error: BIC_MESSAGE })
      .nullable()
      .optional(),
    bankIBAN: text(42)
      .min(1, { error: 'Required field bankIBAN' })
      .refine((iban) => iban === '' || isValidIban(iban), { error: IBAN_MESSAGE }),
    bankName: optionalText(100),
    bankOwnerName: text(140).min(1, { error: 'Required field bankOwnerName' }),
    bankCurrency: z.enum(PROFILE_CURRENCIES),
    bankCountry: countryCode.nullable().optional(),
  })
  .strict();

/** PATCH client: company fields and/or bank details. */
export const clientPatchSchema = clientCompanyFields
  .partial()
  .extend({ bank: bankDetailsSchema.optional() })
  .strict()
  .superRefine(vatOfCountry);

export const investorCompanySchema = z
  .object({
    companyName: text(200).min(1, { error: 'Required field companyName' }),
    companyForm: optionalText(100),
    address: optionalText(200),
    postalCode: optionalText(20),
    city: optionalText(100),
    country: countryCode.nullable().optional(),
    additionalAddress: optionalText(200),
  })
  .strict();
/** PATCH investor: company fields and/or bank details (the account repayments are paid to). */
export const investorPatchSchema = investorCompanySchema
  .partial()
  .extend({ bank: bankDetailsSchema.optional() })
  .strict();

const minorOrNull = z
  .number({ error: 'Must be a number!' })
  .int({ error: 'Must be a number!' })
  .min(0, { error: 'Must enter positive number!' })
  .max(Number.MAX_SAFE_INTEGER)
  .nullable();

/** Money is sent ×100 (minor units), empty as null; debt_loans 0 stays 0 (spec §3). */
export const selfAssessmentSchema = z
  .object({
    company_mrr: minorOrNull,
    requested_funding_amount: minorOrNull,
    estimated_runway: z
      .number({ error: 'Must be a number!' })
      .int({ error: 'Must be a number!' })
      .min(0, { error: 'Must enter positive number!' })
      .max(600)
      .nullable(),
    debt_loans: minorOrNull,
  })
  .strict();
export type SelfAssessment = z.infer<typeof selfAssessmentSchema>;

export const inviteUserSchema = z
  .object({
    email: z.email({ error: 'must be an email address' }).max(254),
    firstName: text(100).min(1, { error: 'Required field firstName' }),
    lastName: text(100).min(1, { error: 'Required field lastName' }),
  })
  .strict();

export const bankAccountSchema = z.object({
  id: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  bankName: z.string().nullable(),
  ownerName: z.string(),
  currency: z.string(),
  country: z.string().nullable(),
  isMain: z.boolean(),
});

/** The loaded user of spec §3 (GET user). */
export const loadedProfileSchema = z.object({
  email: z.string(),
  email_verified: z.boolean(),
  profile: z.string().nullable(),
  id: z.string(),
  admin: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  full_name: z.string(),
  salutation: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  country: z.string().nullable(),
  investorType: z.string().nullable(),
  role: z.string().nullable(),
  representative: z.boolean().nullable(),
  company_name: z.string().nullable(),
  id_client: z.string().nullable(),
  id_investor: z.string().nullable(),
  kind: z.enum(ACCOUNT_KINDS).nullable(),
  currency: z.string(),
  language: z.string(),
  kyc_status: z.string(),
  reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
  onboarding: z.object({ completed: z.array(z.string()), finishedAt: z.string().optional() }),
  client: z.object({ allowedTradePercent: z.number().nullable() }).optional(),
  investor: z.object({ balance: z.array(z.object({ currency: z.string(), amount: z.number() })) }).optional(),
});
export type LoadedProfile = z.infer<typeof loadedProfileSchema>;

export const companyUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  status: z.enum(['ACTIVE', 'DISABLED']),
  createdAt: z.string(),
  invitedBy: z.string().nullable(),
});
