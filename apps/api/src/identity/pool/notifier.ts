import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CodePurpose } from '../identity-config';

export interface MailRequest {
  to: string;
  subject: string;
  text: string;
}

/** Mail texts per code purpose. English for now; German follows with the profile's language. */
const mails: Record<
  Exclude<CodePurpose, 'SMS_MFA' | 'VERIFY_PHONE'>,
  (code: string) => { subject: string; text: string }
> = {
  SIGN_UP: (code) => ({
    subject: 'Your Tranche verification code',
    text: `Welcome to Tranche!\n\nYour verification code is ${code}. It is valid for 24 hours.\n\nIf you did not sign up, you can ignore this email.`,
  }),
  FORGOT_PASSWORD: (code) => ({
    subject: 'Reset your Tranche password',
    text: `Your password reset code is ${code}. It is valid for 1 hour.\n\nIf you did not ask to reset your password, you can ignore this email.`,
  }),
  VERIFY_EMAIL: (code) => ({
    subject: 'Confirm your new email address',
    text: `Your verification code is ${code}. Enter it in Tranche to confirm this email address. It is valid for 24 hours.`,
  }),
  SIGN_IN: (code) => ({
    subject: 'Your Tranche sign-in code',
    text: `Your sign-in code is ${code}. It is valid for 15 minutes.\n\nIf you did not try to sign in, you can ignore this email.`,
  }),
};

/** Sends the pool's codes: mails through the mail job, SMS into the outbox when an SMS sender is set. */
export function createNotifier(options: { sendMail(mail: MailRequest): Promise<void>; smsOutbox?: string }) {
  return {
    async mailCode(to: string, purpose: keyof typeof mails, code: string): Promise<void> {
      await options.sendMail({ to, ...mails[purpose](code) });
    },
    async smsCode(to: string, code: string): Promise<void> {
      if (!options.smsOutbox) throw new Error('no SMS sender configured');
      await mkdir(options.smsOutbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const body = `To: ${to}\n\nYour Tranche authentication code is ${code}.\n`;
      await writeFile(path.join(options.smsOutbox, `${stamp}-${randomUUID().slice(0, 8)}.txt`), body);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
