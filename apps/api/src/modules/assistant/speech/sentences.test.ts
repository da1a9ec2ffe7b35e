import { describe, expect, it } from 'vitest';
import { MAX_SENTENCE_LENGTH, splitSentences } from './sentences';

describe('splitSentences', () => {
  it('splits English at full stops, question and exclamation marks, not after abbreviations', () => {
    expect(
      splitSentences(
        'Your MRR grew by 4.5%, e.g. from new customers. Mr. Smith paid $1.50 today! Really? Yes.',
        'en',
      ),
    ).toEqual([
      'Your MRR grew by 4.5%, e.g. from new customers.',
      'Mr. Smith paid $1.50 today!',
      'Really?',
      'Yes.',
    ]);
  });

  it('keeps German abbreviations, initials and ordinal dates inside their sentence', () => {
    expect(
      splitSentences(
        'Das ist z. B. ein Test. Die Rate kostet ca. 1.000 EUR am 3. Mai! Wirklich? Ja, d. h. sicher.',
        'de',
      ),
    ).toEqual([
      'Das ist z. B. ein Test.',
      'Die Rate kostet ca. 1.000 EUR am 3. Mai!',
      'Wirklich?',
      'Ja, d. h. sicher.',
    ]);
  });

  it('ends a sentence at a line break and drops empty lines and extra spaces', () => {
    expect(splitSentences('Line one\nLine   two without stop\n\n  Third.  ', 'en')).toEqual([
      'Line one',
      'Line two without stop',
      'Third.',
    ]);
  });

  it('cuts a run-on sentence at a comma or space so the first audio is not held back', () => {
    const clause = 'and the churn stayed low';
    const runOn = Array.from({ length: 40 }, (_, i) => `${clause} ${i}`).join(', ');
    const pieces = splitSentences(runOn, 'en');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(MAX_SENTENCE_LENGTH);
    expect(pieces.join(' ')).toBe(runOn);
    const unbroken = 'x'.repeat(MAX_SENTENCE_LENGTH * 2 + 5);
    expect(splitSentences(unbroken, 'de').map((piece) => piece.length)).toEqual([
      MAX_SENTENCE_LENGTH,
      MAX_SENTENCE_LENGTH,
      5,
    ]);
  });

  it('returns one sentence for text without closing punctuation and none for blank text', () => {
    expect(splitSentences('Hallo', 'de')).toEqual(['Hallo']);
    expect(splitSentences('   ', 'en')).toEqual([]);
  });
});
