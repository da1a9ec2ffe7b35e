import { z } from 'zod';

/**
 * The notification types the product produces (spec §3's list plus the marketplace's bids,
 * repayments, churn replacements and the operator's account decisions).
 */
export const NOTIFICATION_TYPES = [
  'NEW_INTEGRATION',
  'INTEGRATION_EXPIRED',
  'NEW_CSV_IMPORT',
  'CSV_IMPORT_REJECTED',
  'NEW_USER_INVITED',
  'NEW_BID',
  'NEW_BID_APPROVED',
  'BID_DECLINED',
  'ASSET_WITHDRAWN',
  'KYB_STARTED',
  'KYB_COMPLETED',
  'REPAYMENT_DUE',
  'REPAYMENT_RECORDED',
  'REPAYMENT_RECEIVED',
  'SUBSCRIPTION_CHURN_REPLACED',
  'SUBSCRIPTION_CHURN_BROUGHT_FORWARD',
  'ACCOUNT_APPROVED',
  'ACCOUNT_REJECTED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec §3, §9: kinds that exist but never appear in the notification lists (nor their count). */
export const EXCLUDED_NOTIFICATION_TYPES = ['NEW_CLIENT', 'NEW_FILE_UPLOADED', 'NEW_INVESTOR'] as const;

/** The operator's account decisions always come by mail: they are not a user's choice. */
export const ALWAYS_MAILED_TYPES = ['ACCOUNT_APPROVED', 'ACCOUNT_REJECTED'] as const;

export type MailableNotificationType = Exclude<NotificationType, (typeof ALWAYS_MAILED_TYPES)[number]>;

/** The types each user may also receive by mail. */
export const MAILABLE_NOTIFICATION_TYPES = NOTIFICATION_TYPES.filter(
  (type): type is MailableNotificationType => !(ALWAYS_MAILED_TYPES as readonly string[]).includes(type),
);

/** Mailed until the user chooses otherwise: the decisions on imports and on bids mailed before choices existed. */
export const DEFAULT_MAIL_TYPES: readonly MailableNotificationType[] = [
  'INTEGRATION_EXPIRED',
  'NEW_CSV_IMPORT',
  'CSV_IMPORT_REJECTED',
  'NEW_BID_APPROVED',
];

export const notificationSchema = z.object({
  id: z.int(),
  /** One of NOTIFICATION_TYPES; a type this build does not know is shown with a generic text. */
  type: z.string(),
  externalId: z.string().nullable(),
  clientRefId: z.string().nullable(),
  /** The facts the text is rendered from (amounts in minor units with their currency, names, ids). */
  payload: z.record(z.string(), z.unknown()),
  readClient: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = z.object({ data: z.array(notificationSchema) });

/** `PATCH notification`: how many notifications became read. */
export const markReadResponseSchema = z.object({ data: z.object({ updated: z.int().min(0) }) });

const mailableType = z.enum(
  MAILABLE_NOTIFICATION_TYPES as [MailableNotificationType, ...MailableNotificationType[]],
);

/** The caller's choice of types that also come by mail. */
export const mailPreferencesSchema = z.object({ mail: z.array(mailableType).max(NOTIFICATION_TYPES.length) });
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;
export const mailPreferencesResponseSchema = z.object({ data: mailPreferencesSchema });

/** The screen each notification leads to (the web's routes), also linked from its mail. */
export const NOTIFICATION_LINKS: Record<NotificationType, string> = {
  NEW_INTEGRATION: '/settings/integrations',
  INTEGRATION_EXPIRED: '/settings/integrations',
  NEW_CSV_IMPORT: '/settings/imports',
  CSV_IMPORT_REJECTED: '/settings/imports',
  NEW_USER_INVITED: '/settings/users',
  NEW_BID: '/orders/bidding',
  NEW_BID_APPROVED: '/orders/executed',
  BID_DECLINED: '/orders/active',
  ASSET_WITHDRAWN: '/orders/active',
  KYB_STARTED: '/settings/kyc-kyb',
  KYB_COMPLETED: '/settings/kyc-kyb',
  REPAYMENT_DUE: '/orders/executed',
  REPAYMENT_RECORDED: '/orders/executed',
  REPAYMENT_RECEIVED: '/orders/executed',
  SUBSCRIPTION_CHURN_REPLACED: '/subscriptions',
  SUBSCRIPTION_CHURN_BROUGHT_FORWARD: '/subscriptions',
  ACCOUNT_APPROVED: '/',
  ACCOUNT_REJECTED: '/',
};

export const isNotificationType = (value: string): value is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value);
