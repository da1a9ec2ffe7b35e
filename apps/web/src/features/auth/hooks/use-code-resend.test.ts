import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCodeResend } from './use-code-resend';

const form = (email: string, valid = true) => ({
  values: { email },
  validateField: vi.fn(() => ({ hasError: !valid })),
});

describe('useCodeResend', () => {
  it('sends a new code to the trimmed email and tells where it went', async () => {
    const send = vi.fn(async () => ({ destination: 'a***@e***.com' }));
    const setError = vi.fn();
    const { result } = renderHook(() =>
      useCodeResend(form(' ada@example.com '), { destination: null, send, failureText: String, setError }),
    );
    expect(result.current).toMatchObject({ destination: null, resent: false, resending: false });
    await act(() => result.current.resend());
    expect(send).toHaveBeenCalledWith('ada@example.com');
    expect(setError).toHaveBeenCalledWith(null);
    expect(result.current).toMatchObject({ destination: 'a***@e***.com', resent: true, resending: false });
  });

  it('sends nothing while the email is invalid', async () => {
    const send = vi.fn();
    const setError = vi.fn();
    const { result } = renderHook(() =>
      useCodeResend(form('ada@', false), { destination: 'x***', send, failureText: String, setError }),
    );
    await act(() => result.current.resend());
    expect(send).not.toHaveBeenCalled();
    expect(setError).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ destination: 'x***', resent: false });
  });

  it('puts a failed resend into the screen error and keeps the last destination', async () => {
    const setError = vi.fn();
    const { result } = renderHook(() =>
      useCodeResend(form('ada@example.com'), {
        destination: 'a***@e***.com',
        send: vi.fn().mockRejectedValue(new Error('LimitExceededException')),
        failureText: (failure) => `failed: ${(failure as Error).message}`,
        setError,
      }),
    );
    await act(() => result.current.resend());
    expect(setError).toHaveBeenLastCalledWith('failed: LimitExceededException');
    expect(result.current).toMatchObject({ destination: 'a***@e***.com', resent: false, resending: false });
  });
});
