import { describe, expect, it } from 'vitest';
import { accountingReturnOf } from './accounting-return';

const of = (query: string) => accountingReturnOf(new URLSearchParams(query));

describe('the return from an accounting link page or vault', () => {
  it('names the aggregator connection, and whether it was linked again', () => {
    expect(of('accounting=abc')).toEqual({ type: 'codat', id: 'abc', reconnect: false, error: null });
    expect(of('accounting=abc&reconnect=1')).toEqual({
      type: 'codat',
      id: 'abc',
      reconnect: true,
      error: null,
    });
    expect(of('apideck=xyz')).toEqual({ type: 'apideck', id: 'xyz', error: null });
  });

  it('carries what the page reported when nothing was linked', () => {
    expect(of('accounting=abc&error=access_denied')?.error).toBe('access_denied');
    expect(of('accounting=abc&statusCode=500&errorMessage=')?.error).toBe('error');
    expect(of('accounting=abc&statusCode=401')?.error).toBe('status 401');
    expect(of('accounting=abc&statusCode=200')?.error).toBeNull();
    expect(of('apideck=xyz&error=denied')?.error).toBe('denied');
    expect(of(`accounting=abc&error=${'x'.repeat(500)}`)?.error).toHaveLength(200);
  });

  it('is no return without an id', () => {
    expect(of('')).toBeNull();
    expect(of('accounting=')).toBeNull();
    expect(of('connect=stripe&code=1')).toBeNull();
  });
});
