import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AppPasswordInputProps extends PasswordInputProps {
  /** `current-password` to sign in, `new-password` wherever a password is chosen. */
  autoComplete: 'current-password' | 'new-password';
}

/** A password field with a show/hide toggle that keyboard users can reach too. */
export function AppPasswordInput(props: AppPasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
      {...props}
    />
  );
}
