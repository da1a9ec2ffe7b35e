import { Alert } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The failure of the last action of a form, announced to screen readers; nothing when there is none. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
      {children}
    </Alert>
  );
}

/** Information for the user of a form (a code was sent, the email is confirmed). */
export function FormNotice({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="blue" variant="light" role="status" icon={<IconInfoCircle size={18} aria-hidden />}>
      {children}
    </Alert>
  );
}
