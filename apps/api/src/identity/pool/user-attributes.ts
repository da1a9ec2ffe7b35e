import { invalidParameter } from '../protocol/cognito-error';
import type { UserRow } from '../repo/users.repo';

export interface AttributeType {
  Name: string;
  Value: string;
}

/** Attributes a user (or sign-up) may set besides email; `custom:kind` is optional in the protocol. */
const WRITABLE = new Set(['given_name', 'family_name', 'name', 'locale', 'phone_number', 'custom:kind']);
const READ_ONLY = new Set(['sub', 'email_verified', 'phone_number_verified']);

/** Validates user-supplied attributes the way Cognito's schema would; returns them as a record. */
export function writableAttributes(list: AttributeType[] | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { Name, Value } of list ?? []) {
    if (READ_ONLY.has(Name)) throw invalidParameter(`Cannot modify the non-mutable attribute ${Name}`);
    if (Name !== 'email' && !WRITABLE.has(Name)) {
      throw invalidParameter(
        `Attributes did not conform to the schema: ${Name}: Attribute does not exist in the schema.`,
      );
    }
    if (Value.length > 2048) {
      throw invalidParameter(
        `Attributes did not conform to the schema: ${Name}: String must be no longer than 2048 characters`,
      );
    }
    if (Name === 'phone_number' && !/^\+[1-9]\d{4,14}$/.test(Value)) {
      throw invalidParameter('Invalid phone number format.');
    }
    result[Name] = Value;
  }
  return result;
}

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;

/** The user's attributes as GetUser lists them. */
export function toAttributeList(user: UserRow): AttributeType[] {
  return [
    { Name: 'sub', Value: user.sub },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: String(user.emailVerified) },
    ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
  ];
}

/** `j***@e***.com`, the way Cognito shows where a code went. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***${tld}`;
}

/** `+*******1234`. */
export const maskPhone = (phone: string) => `+${'*'.repeat(Math.max(phone.length - 5, 0))}${phone.slice(-4)}`;

export const emailDelivery = (email: string) => ({
  Destination: maskEmail(email),
  DeliveryMedium: 'EMAIL' as const,
  AttributeName: 'email',
});
