import { Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from '../../../components/form-alert';

interface AuthFormProps {
  /** The screen's submit handler (it validates its fields first). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  /** Sign-in holds the password back while it mails a code instead. */
  submitDisabled?: boolean;
  /** What went wrong last, announced above the submit button. */
  error: string | null;
  /** The fields. */
  children: ReactNode;
  /** Under the submit button: a second action, such as sending a new code. */
  footer?: ReactNode;
}

/** The form of an auth screen: its fields, what went wrong last, the submit button. */
export function AuthForm({
  onSubmit,
  submitting,
  submitLabel,
  submitDisabled,
  error,
  children,
  footer,
}: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {children}
        <FormError>{error}</FormError>
        <Button type="submit" loading={submitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
