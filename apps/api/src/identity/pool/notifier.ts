import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mailText, smsText } from '../../lib/mail-text';
import type { CodePurpose } from '../identity-config';

export interface MailRequest {
  to: string;
  subject: string;
  text: string;
}

const MAIL_KEYS = {
  SIGN_UP: 'signUp',
  FORGOT_PASSWORD: 'forgotPassword',
  VERIFY_EMAIL: 'verifyEmail',
  SIGN_IN: 'signIn',
} as const satisfies Partial<Record<CodePurpose, string>>;

/** Sends the pool's codes: mails through the mail job, SMS into the outbox when an SMS sender is set. */
export function createNotifier(options: { sendMail(mail: MailRequest): Promise<void>; smsOutbox?: string }) {
  return {
    /** `language` is the user's `locale` attribute (German for de…, else English). */
    async mailCode(
      to: string,
      purpose: keyof typeof MAIL_KEYS,
      code: string,
      language?: string,
    ): Promise<void> {
      await options.sendMail({ to, ...mailText(language, MAIL_KEYS[purpose], { code }) });
    },
    async smsCode(to: string, code: string, language?: string): Promise<void> {
      if (!options.smsOutbox) throw new Error('no SMS sender configured');
      await mkdir(options.smsOutbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const body = `To: ${to}\n\n${smsText(language, code)}\n`;
      await writeFile(path.join(options.smsOutbox, `${stamp}-${randomUUID().slice(0, 8)}.txt`), body);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
