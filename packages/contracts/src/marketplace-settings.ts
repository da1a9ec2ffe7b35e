import { marketplaceSettingsSchema } from '@tranche/domain';
import { z } from 'zod';
import { multiLineText } from './text';

/**
 * The marketplace's money rules as an operator sees and changes them (reference/marketplace.md:
 * every default is an operator setting): the rating scorecard, the discount table, Tranche's fee,
 * the default allowed trade percent and contract length, and the months a churned remainder is
 * brought forward over. `GET /api/admin/marketplace-settings` answers the version in force (the
 * defaults until one is saved); `PUT` saves a new version with a reason; `…/history` lists them.
 */
export const marketplaceSettingsVersionSchema = z.object({
  settings: marketplaceSettingsSchema,
  /** Null for the built-in defaults. */
  id: z.uuid().nullable(),
  reason: z.string().nullable(),
  changedBy: z.string().nullable(),
  changedAt: z.iso.datetime().nullable(),
});
export type MarketplaceSettingsVersionDto = z.infer<typeof marketplaceSettingsVersionSchema>;

export const marketplaceSettingsResponseSchema = z.object({ data: marketplaceSettingsVersionSchema });
export const marketplaceSettingsHistoryResponseSchema = z.object({
  data: z.array(marketplaceSettingsVersionSchema),
});

export const saveMarketplaceSettingsBodySchema = z.strictObject({
  settings: marketplaceSettingsSchema,
  reason: multiLineText(1_000).refine((text) => text.trim() !== '', 'must not be empty'),
});
export type SaveMarketplaceSettingsBody = z.infer<typeof saveMarketplaceSettingsBodySchema>;
