import { type DefaultToastOptions, Toaster } from 'react-hot-toast';

/** Spec §9: 4000 ms for blank and error toasts, 2000 ms for success, loading ones stay until dismissed. */
export const TOAST_OPTIONS = {
  blank: { duration: 4000 },
  error: { duration: 4000 },
  success: { duration: 2000 },
  loading: { duration: Number.POSITIVE_INFINITY },
} as const satisfies DefaultToastOptions;

/**
 * Spec §9: at most 20 toasts. react-hot-toast's store keeps exactly the 20 newest (its built-in
 * limit, which it does not let us configure), so adding a 21st drops the oldest; toast.test.tsx
 * pins that, should a release change the number.
 */
export const MAX_VISIBLE_TOASTS = 20;

export function AppToaster() {
  return <Toaster position="top-center" toastOptions={TOAST_OPTIONS} />;
}
