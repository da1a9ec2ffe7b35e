import { describe, expect, it } from 'vitest';
import { SentenceGate } from './sentence-gate';

const gateOver = (passes: (sentence: string) => boolean) => {
  const emitted: string[] = [];
  return { gate: new SentenceGate((text) => emitted.push(text), passes), emitted };
};

describe('SentenceGate', () => {
  it('lets whole sentences out once checked, not a number cut in half', () => {
    const { gate, emitted } = gateOver(() => true);
    for (const piece of ['Your MRR is €1,2', '34.56. Ana', 'lytics shows it. Mo', 're']) gate.push(piece);
    expect(emitted).toEqual(['Your MRR is €1,234.56. ', 'Analytics shows it. ']);
    gate.finish();
    expect(emitted.join('')).toBe('Your MRR is €1,234.56. Analytics shows it. More');
  });

  it('lets nothing out after a sentence fails the check until the whole text passed', () => {
    const { gate, emitted } = gateOver((sentence) => !sentence.includes('999'));
    gate.push('Fine. Then €999. And more. ');
    expect(emitted).toEqual(['Fine. ']);
    gate.push('Still held.\n');
    expect(gate.streamed).toBe('Fine. ');
    gate.finish();
    expect(gate.streamed).toBe('Fine. Then €999. And more. Still held.\n');
  });
});
