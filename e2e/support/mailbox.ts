import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

/** The e2e server's outbox: every mail the API sends is an `.eml` file here (DATA_DIR/mail). */
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/e2e-data');
const OUTBOX = path.join(E2E_DATA_DIR, 'mail');

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Undoes quoted-printable (soft line breaks, =XX bytes) for bodies nodemailer encoded that way. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMail(file: string, raw: string): Mail {
  // Headers end at the first blank line; nodemailer writes them with CRLF, the text may use LF.
  const blank = /\r?\n\r?\n/.exec(raw);
  const split = blank?.index ?? raw.length;
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const body = raw.slice(split + (blank?.[0].length ?? 0));
  const text = /quoted-printable/i.test(header('Content-Transfer-Encoding'))
    ? decodeQuotedPrintable(body)
    : body;
  return { file, to: header('To').replace(/^.*<|>.*$/g, ''), subject: header('Subject'), text };
}

async function mailsTo(address: string): Promise<Mail[]> {
  const files = (await readdir(OUTBOX).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(
    files.map(async (name) => parseMail(name, await readFile(path.join(OUTBOX, name), 'utf8'))),
  );
  return mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

/** Waits for the newest mail to `address` whose text matches `pattern`, and returns it. */
export async function waitForMail(address: string, pattern: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((mail) => pattern.test(mail.text)).at(-1);
        return found !== undefined;
      },
      { timeout: 20_000, message: `a mail to ${address} matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}
