import { z } from 'zod';
import { isCleanText, singleLineText, TEXT_RULE_MESSAGES } from './text';

/** The named application events of spec §3, plus the page view reported on each route change. */
export const APP_EVENT_NAMES = [
  'PAGE_VIEW',
  'SIGNED_IN',
  'SIGNED_UP',
  'USER_LOGOUT',
  'INTEGRATION_ADD',
  'INTEGRATION_UPDATED',
  'INTEGRATION_DELETED',
  'SUBSCRIPTIONS_LOADED',
  'ASSET_ADD',
  'ASSETS_LOADED',
  'ORDER_ADD',
  'ORDER_APPROVED',
  'ORDER_CANCELED',
  'ORDERS_LOADED',
  'OBSERVE_ANALYTICS_AGGREGATION_CHANGED',
  'FINANCING_CONTRACT_LENGTH_CHANGED',
] as const;

export type AppEventName = (typeof APP_EVENT_NAMES)[number];

const propertyValue = z.union([singleLineText(500), z.number().finite(), z.boolean(), z.null()]);
const propertyName = z
  .string()
  .max(64)
  .refine((name) => isCleanText(name), { error: TEXT_RULE_MESSAGES['single-line'] });

export const trackedEventSchema = z.object({
  name: z.enum(APP_EVENT_NAMES),
  path: singleLineText(2048).optional(),
  properties: z
    .record(propertyName, propertyValue)
    .refine((value) => Object.keys(value).length <= 20, { error: 'at most 20 properties' })
    .optional(),
});

export type TrackedEvent = z.infer<typeof trackedEventSchema>;

export const trackEventsBodySchema = z.object({ events: z.array(trackedEventSchema).min(1).max(50) });
export type TrackEventsBody = z.infer<typeof trackEventsBodySchema>;
