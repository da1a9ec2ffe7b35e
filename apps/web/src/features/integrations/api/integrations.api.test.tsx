import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Integration } from '@tranche/contracts';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBankReturn, useIntegrations } from './integrations.api';

const refused: Integration = {
  id: '99df23bf-1292-4e01-97c4-826aee0844cc',
  type: 'nordigen',
  category: 'banking',
  status: 'pending',
  sandbox: true,
  vanityUrl: null,
  connectedAt: null,
  lastSyncedAt: null,
  lastError: null,
  expiresAt: null,
  syncing: false,
  syncProgress: null,
  institutionName: 'Demo Sparkasse',
  institutionLogo: null,
  country: 'DE',
  transactionTotalDays: 90,
};

afterEach(() => vi.unstubAllGlobals());

describe('a change to the connections', () => {
  it('is not undone by a list read that began before it (back from a refused bank consent)', async () => {
    // The page's first read of the list is slow and answers as before the change; every later
    // read answers as after it.
    let answerFirstRead: () => void = () => undefined;
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.includes('/api/nordigen/requisitionFailed/')) return Response.json({ data: refused });
        reads += 1;
        if (reads > 1) return Response.json({ data: [] });
        await new Promise<void>((resolve) => {
          answerFirstRead = resolve;
          init?.signal?.addEventListener('abort', () => resolve());
        });
        if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
        return Response.json({ data: [refused] });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ list: useIntegrations(), back: useBankReturn() }), { wrapper });
    await waitFor(() => expect(reads).toBe(1));
    await act(() => result.current.back.mutateAsync({ id: refused.id, passed: false }));
    act(() => answerFirstRead());
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    expect(reads).toBe(2);
  });
});
