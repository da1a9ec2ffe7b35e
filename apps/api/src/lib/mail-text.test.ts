import { describe, expect, it } from 'vitest';
import de from '../locales/de/mail.json' with { type: 'json' };
import en from '../locales/en/mail.json' with { type: 'json' };
import { mailLanguage, mailText, smsText } from './mail-text';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('mail texts', () => {
  it('has the same keys and the same placeholders in English and German', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const key of keys(en)) {
      const [group, field] = key.split('.') as [keyof typeof en, string];
      const pick = (o: typeof en) => (o[group] as Record<string, string>)[field]!;
      expect(placeholders(pick(de)), key).toEqual(placeholders(pick(en)));
    }
  });

  it('picks German for de locales and English otherwise', () => {
    expect(['de', 'de-DE', 'DE_at'].map(mailLanguage)).toEqual(['de', 'de', 'de']);
    expect(['en', 'fr', '', null, undefined].map(mailLanguage)).toEqual(['en', 'en', 'en', 'en', 'en']);
  });

  it('fills the placeholders', () => {
    expect(mailText('de', 'signUp', { code: '123456' }).text).toContain(
      'Ihr Bestätigungscode lautet 123456.',
    );
    expect(mailText('en', 'accountRejected', { company: 'Acme', reason: 'No revenue yet' })).toEqual({
      subject: 'Your Tranche account review',
      text: 'We could not approve Acme on Tranche this time.\n\nReason: No revenue yet\n\nReply to this mail if you have questions.',
    });
    expect(smsText('en', '654321')).toBe('Your Tranche authentication code is 654321.');
  });
});
