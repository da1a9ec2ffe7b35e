import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** The first 6-digit number in the text (confirmation, reset and sign-in codes). */
  code: string | null;
}

function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function parseEml(file: string, raw: string): OutboxMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  let text = raw.slice(split).trim();
  if (/quoted-printable/i.test(header('Content-Transfer-Encoding'))) text = decodeQuotedPrintable(text);
  if (/base64/i.test(header('Content-Transfer-Encoding')))
    text = Buffer.from(text, 'base64').toString('utf8');
  return {
    file,
    to: header('To'),
    subject: header('Subject'),
    text,
    code: /\b(\d{6})\b/.exec(text)?.[1] ?? null,
  };
}

/**
 * When an outbox file (mail or SMS) was written, from the ISO time its name starts with (":" and "."
 * as "-"), in epoch ms; NaN for other names. Not the file's mtime: file times can be a clock tick
 * behind Date.now(), which would hide a message written just after a test's `since`.
 */
export function outboxSentAt(name: string): number {
  const stamp = /^(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/.exec(name);
  return stamp ? Date.parse(`${stamp[1]}T${stamp[2]}:${stamp[3]}:${stamp[4]}.${stamp[5]}Z`) : Number.NaN;
}

/**
 * Waits for the newest `.eml` in `<dataDir>/mail` addressed to `to` (written by the send-mail job)
 * and returns it parsed. `since` (epoch ms) skips mails written before it; `subject` waits for
 * that mail when another one to the same address may still be on its way.
 */
export async function readLatestMail(
  dataDir: string,
  to: string,
  options: { since?: number; timeoutMs?: number; subject?: string } = {},
): Promise<OutboxMail> {
  const outbox = path.join(dataDir, 'mail');
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const since = options.since ?? 0;
  const wanted = to.toLowerCase();
  for (;;) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    const candidates: { mail: OutboxMail; sent: number }[] = [];
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const sent = outboxSentAt(name);
      if (!(sent >= since)) continue;
      const file = path.join(outbox, name);
      const mail = parseEml(file, await readFile(file, 'utf8'));
      if (!mail.to.toLowerCase().includes(wanted)) continue;
      if (options.subject === undefined || mail.subject === options.subject) candidates.push({ mail, sent });
    }
    candidates.sort((a, b) => b.sent - a.sent || b.mail.file.localeCompare(a.mail.file));
    if (candidates[0]) return candidates[0].mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${outbox} within the timeout`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
