import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The account's email, marked as one so browsers fill it in and phones show the email keyboard. */
export function EmailInput(props: Omit<TextInputProps, 'type'>) {
  const { t } = useTranslation('auth');
  return <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...props} />;
}
