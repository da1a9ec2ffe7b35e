import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mails go: the SMTP host, or the outbox folder of `.eml` files. */
  describe(): string;
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written as an `.eml` file into
 * `<dataDir>/mail`, which any mail program opens, so nothing needs a mail server locally.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const host = new URL(options.smtpUrl).host;
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      describe: () => `SMTP ${host}`,
    };
  }
  const outbox = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`), info.message as Buffer);
    },
    describe: () => `files in ${outbox}`,
  };
}
