import { act, render } from '@testing-library/react';
import { type Toast, toast, useToasterStore } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, MAX_VISIBLE_TOASTS, TOAST_OPTIONS } from './toast';

let current: Toast[] = [];

/** Reads the toaster store the way the Toaster does, so the test sees what is on screen. */
function StoreProbe() {
  current = useToasterStore().toasts;
  return null;
}

const visibleMessages = () => current.filter((item) => item.visible).map((item) => item.message);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('AppToaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <>
        <AppToaster />
        <StoreProbe />
      </>,
    );
  });

  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
  });

  it('pins the spec §9 durations', () => {
    expect(TOAST_OPTIONS).toEqual({
      blank: { duration: 4000 },
      error: { duration: 4000 },
      success: { duration: 2000 },
      loading: { duration: Number.POSITIVE_INFINITY },
    });
  });

  it('hides success after 2 s, blank and error after 4 s, and keeps loading until dismissed', () => {
    act(() => {
      toast.success('saved');
      toast('note');
      toast.error('failed');
      toast.loading('working');
    });
    expect(visibleMessages()).toEqual(['working', 'failed', 'note', 'saved']);
    advance(1999);
    expect(visibleMessages()).toContain('saved');
    advance(2);
    expect(visibleMessages()).toEqual(['working', 'failed', 'note']);
    advance(2000);
    expect(visibleMessages()).toEqual(['working']);
    advance(60 * 60 * 1000);
    expect(visibleMessages()).toEqual(['working']);
  });

  it(`keeps at most ${MAX_VISIBLE_TOASTS} toasts, dropping the oldest`, () => {
    act(() => {
      for (let index = 1; index <= 25; index += 1) toast.loading(`toast ${index}`);
    });
    const visible = visibleMessages();
    expect(visible).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(visible).toContain('toast 25');
    expect(visible).toContain('toast 6');
    expect(visible).not.toContain('toast 5');
  });
});
