import { useEffect } from 'react';
import { type DefaultToastOptions, Toaster, toast, useToasterStore } from 'react-hot-toast';

/** Spec §9: 4000 ms for blank and error toasts, 2000 ms for success, loading ones stay until dismissed. */
export const TOAST_OPTIONS = {
  blank: { duration: 4000 },
  error: { duration: 4000 },
  success: { duration: 2000 },
  loading: { duration: Number.POSITIVE_INFINITY },
} as const satisfies DefaultToastOptions;

/** Spec §9: at most 20 toasts on screen. */
export const MAX_VISIBLE_TOASTS = 20;

/** Dismisses the oldest visible toasts beyond the limit (the store lists the newest first). */
function useToastLimit(limit: number): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const extra of toasts.filter((item) => item.visible).slice(limit)) toast.dismiss(extra.id);
  }, [toasts, limit]);
}

export function AppToaster() {
  useToastLimit(MAX_VISIBLE_TOASTS);
  return <Toaster position="top-center" toastOptions={TOAST_OPTIONS} />;
}
