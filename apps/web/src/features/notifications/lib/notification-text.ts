import {
  isNotificationType,
  NOTIFICATION_LINKS,
  type Notification,
  type NotificationType,
} from '@tranche/contracts';
import { CURRENCIES, type Currency } from '@tranche/domain';
import type { TFunction } from 'i18next';
import { providerName } from '../../../lib/provider-names';

export interface Formatters {
  money: (minor: number, currency: Currency) => string;
  day: (value: string) => string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' ? value : 0);

function amount(format: Formatters, minor: unknown, currency: unknown) {
  const known = CURRENCIES.find((c) => c === currency);
  return known ? format.money(number(minor), known) : String(number(minor));
}

/** The values each type's text is filled with, read from its payload. */
function values(type: NotificationType, payload: Record<string, unknown>, format: Formatters) {
  switch (type) {
    case 'NEW_INTEGRATION':
    case 'INTEGRATION_EXPIRED':
      return { provider: providerName(text(payload.type)) };
    case 'NEW_CSV_IMPORT':
      return { count: number(payload.rowCount) };
    case 'CSV_IMPORT_REJECTED':
      return { reason: text(payload.reason) };
    case 'NEW_USER_INVITED':
      return {
        name: [text(payload.firstName), text(payload.lastName)].filter(Boolean).join(' '),
        email: text(payload.email),
      };
    case 'NEW_BID':
    case 'NEW_BID_APPROVED':
    case 'BID_DECLINED':
    case 'ASSET_WITHDRAWN':
      return { price: amount(format, payload.price, payload.currency) };
    case 'REPAYMENT_DUE':
    case 'REPAYMENT_RECORDED':
    case 'REPAYMENT_RECEIVED':
      return {
        number: number(payload.number),
        amount: amount(format, payload.rate, payload.currency),
        date: payload.paymentDueDate ? format.day(text(payload.paymentDueDate)) : '',
      };
    case 'ACCOUNT_REJECTED':
      return { reason: text(payload.note) };
    default:
      return {};
  }
}

/** A notification's sentence in the current language and the screen it concerns. */
export function describeNotification(
  t: TFunction<'notifications'>,
  notification: Notification,
  format: Formatters,
): { text: string; link: string } {
  const { type, payload } = notification;
  if (!isNotificationType(type)) return { text: t('types.OTHER'), link: '/notifications' };
  return { text: t(`types.${type}`, values(type, payload, format)), link: NOTIFICATION_LINKS[type] };
}
