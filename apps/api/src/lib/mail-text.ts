import de from '../locales/de/mail.json' with { type: 'json' };
import en from '../locales/en/mail.json' with { type: 'json' };
import { fillTemplate } from './fill-template';

/** Mail texts in English and German (locales/{en,de}/mail.json, the same keys in both). */
export type MailKey = keyof typeof en;
export type MailLanguage = 'en' | 'de';

const texts: Record<MailLanguage, typeof en> = { en, de };

/** `de`, `de-DE`, `de_AT` → German; anything else, or nothing, → English (the default and fallback). */
export const mailLanguage = (value: string | null | undefined): MailLanguage =>
  value?.toLowerCase().startsWith('de') ? 'de' : 'en';

type MailTemplateKey = Exclude<MailKey, 'sms' | 'importKinds'>;

/** A word or phrase of the `importKinds` group, filled in. */
export const mailLabel = (
  language: string | null | undefined,
  key: keyof (typeof en)['importKinds'],
  params: Record<string, string | number> = {},
) => fillTemplate(texts[mailLanguage(language)].importKinds[key], params);

export function mailText(
  language: string | null | undefined,
  key: MailTemplateKey,
  params: Record<string, string | number>,
): { subject: string; text: string } {
  const entry = texts[mailLanguage(language)][key];
  return { subject: fillTemplate(entry.subject, params), text: fillTemplate(entry.text, params) };
}

export const smsText = (language: string | null | undefined, code: string) =>
  fillTemplate(texts[mailLanguage(language)].sms.text, { code });
