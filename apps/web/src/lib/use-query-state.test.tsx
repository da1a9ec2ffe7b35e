import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useQueryState } from './use-query-state';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/analytics?period=12m']}>{children}</MemoryRouter>
);

describe('the query as state', () => {
  it('keeps both of two changes made before the next render', () => {
    const { result } = renderHook(
      () => {
        const [params, change] = useQueryState();
        return { params, change, location: useLocation() };
      },
      { wrapper },
    );
    act(() => {
      result.current.change((current) => {
        current.set('interval', 'week');
        return current;
      });
      result.current.change((current) => {
        current.set('currency', 'PLN');
        return current;
      });
    });
    expect(result.current.location.search).toBe('?period=12m&interval=week&currency=PLN');
    expect(result.current.params.get('interval')).toBe('week');
  });
});
