import { z } from 'zod';

/** Countries Tranche finances companies in (spec §5). */
export const FINANCING_COUNTRIES = ['DE', 'GB', 'PL', 'CZ', 'EE'] as const;
export type FinancingCountry = (typeof FINANCING_COUNTRIES)[number];
export const isFinancingCountry = (country: string | null | undefined): country is FinancingCountry =>
  (FINANCING_COUNTRIES as readonly string[]).includes(country ?? '');

/**
 * The operator's thresholds for the self-assessment; money in minor units of the figure's own
 * currency (no conversion: the thresholds read as amounts in whatever currency the client uses).
 */
export const selfAssessmentThresholdsSchema = z.object({
  minMrrMinor: z.number().int().min(0),
  maxFundingMinor: z.number().int().min(0),
  minRunwayMonths: z.number().int().min(0).max(600),
});
export type SelfAssessmentThresholds = z.infer<typeof selfAssessmentThresholdsSchema>;

/** Defaults until the operator sets others: 10,000.00 MRR, 5,000,000.00 funding, 6 months runway. */
export const DEFAULT_SELF_ASSESSMENT_THRESHOLDS: SelfAssessmentThresholds = {
  minMrrMinor: 1_000_000,
  maxFundingMinor: 500_000_000,
  minRunwayMonths: 6,
};

export interface SelfAssessmentFigures {
  companyMrrMinor: number | null;
  requestedFundingMinor: number | null;
  estimatedRunwayMonths: number | null;
  country?: string | null;
}

export type SelfAssessmentWarning =
  | 'MRR_BELOW_MINIMUM'
  | 'FUNDING_ABOVE_MAXIMUM'
  | 'RUNWAY_BELOW_MINIMUM'
  | 'COUNTRY_NOT_SUPPORTED';

/** Warnings, not refusals: the operator still reviews the account. */
export function selfAssessmentWarnings(
  figures: SelfAssessmentFigures,
  thresholds: SelfAssessmentThresholds,
): SelfAssessmentWarning[] {
  const warnings: SelfAssessmentWarning[] = [];
  if (figures.companyMrrMinor !== null && figures.companyMrrMinor < thresholds.minMrrMinor) {
    warnings.push('MRR_BELOW_MINIMUM');
  }
  if (figures.requestedFundingMinor !== null && figures.requestedFundingMinor > thresholds.maxFundingMinor) {
    warnings.push('FUNDING_ABOVE_MAXIMUM');
  }
  if (figures.estimatedRunwayMonths !== null && figures.estimatedRunwayMonths < thresholds.minRunwayMonths) {
    warnings.push('RUNWAY_BELOW_MINIMUM');
  }
  if (figures.country && !isFinancingCountry(figures.country)) warnings.push('COUNTRY_NOT_SUPPORTED');
  return warnings;
}
