import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idParam, isCleanText, multiLineText, pathParam, singleLineText } from './text';

/** Characters no text field accepts: C0 controls but tab and line breaks, DEL, C1, bidi controls. */
const NEVER = [
  ...Array.from({ length: 32 }, (_, code) => code).filter((code) => ![9, 10, 13].includes(code)),
  0x7f,
  0x80,
  0x85,
  0x9f,
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
].map((code) => String.fromCharCode(code));
const LINE_BREAKS = ['\t', '\n', '\r', '\u2028', '\u2029'];

const around = (bad: fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.string({ unit: 'grapheme', maxLength: 10 }),
      bad,
      fc.string({ unit: 'grapheme', maxLength: 10 }),
    )
    .map(([before, char, after]) => `a${before}${char}${after}z`);

/** Text without any character the rule refuses (letters, accents, emoji, right-to-left script). */
const clean = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .map((text) => [...text].filter((char) => !NEVER.includes(char) && !LINE_BREAKS.includes(char)).join(''));

describe('the shared text rule', () => {
  it('refuses control and bidirectional characters anywhere in any field', () => {
    fc.assert(
      fc.property(around(fc.constantFrom(...NEVER)), (text) => {
        expect(isCleanText(text, 'single-line')).toBe(false);
        expect(isCleanText(text, 'multi-line')).toBe(false);
        expect(singleLineText(100).safeParse(text).success).toBe(false);
        expect(multiLineText(100).safeParse(text).success).toBe(false);
        expect(pathParam().safeParse(text).success).toBe(false);
      }),
    );
  });

  it('allows tab and line breaks only in multi-line fields', () => {
    fc.assert(
      fc.property(around(fc.constantFrom(...LINE_BREAKS)), (text) => {
        expect(singleLineText(100).safeParse(text).success).toBe(false);
        expect(multiLineText(100).safeParse(text)).toEqual({ success: true, data: text });
      }),
    );
  });

  it('keeps every other text, trimmed', () => {
    fc.assert(
      fc.property(clean, (text) => {
        expect(singleLineText(100).safeParse(` ${text} `)).toEqual({ success: true, data: text.trim() });
        expect(multiLineText(100).safeParse(text).success).toBe(true);
      }),
    );
    expect(singleLineText(50).parse('Müller & Söhne GmbH 😀 שלום مرحبا')).toBe(
      'Müller & Söhne GmbH 😀 שלום مرحبا',
    );
  });

  it('names why, in the message the API puts after the field', () => {
    const result = singleLineText(10).safeParse('a\u202eb');
    expect(result.error?.issues[0]?.message).toBe(
      'must not contain control characters, line breaks or bidirectional formatting characters',
    );
  });

  it('takes only a UUID as a row id', () => {
    expect(idParam.safeParse('6f1c1a5e-8a55-4d1e-9d0e-2b8f0b6f0a11').success).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(idParam.safeParse(text).success).toBe(false);
      }),
    );
  });
});
