import { afterEach, describe, expect, it } from 'vitest';
import { rememberState, takeState } from './consent-state';

describe('the consent page state', () => {
  afterEach(() => sessionStorage.clear());

  it('accepts the state this tab sent, once', () => {
    rememberState('stripe', 'abc123');
    expect(takeState('stripe', 'abc123')).toBe(true);
    expect(takeState('stripe', 'abc123')).toBe(false);
  });

  it('refuses another state, a missing one, and a return no connect started', () => {
    rememberState('stripe', 'abc123');
    expect(takeState('stripe', 'forged')).toBe(false);
    rememberState('stripe', 'abc123');
    expect(takeState('stripe', null)).toBe(false);
    expect(takeState('sumup', 'abc123')).toBe(false);
  });
});
