import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Keeps the digits of what was typed or pasted ("123 456" → "123456"), at most six. */
export const codeDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** The `useForm` rule of a code field: six digits, however they were typed. */
export function useCodeRule() {
  const { t } = useTranslation('auth');
  return (value: string) => (codeDigits(value).length === 6 ? null : t('validation.code'));
}

interface CodeInputProps extends Omit<TextInputProps, 'onChange'> {
  /** Receives the digits only, so a pasted "123 456" or "123-456" still fits. */
  onChange?: (digits: string) => void;
}

/**
 * A one-time code (emailed, SMS or authenticator): one field that accepts pasting, with the
 * `one-time-code` hint so phones offer the code they just received.
 */
export function CodeInput({ onChange, ...props }: CodeInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
      onChange={(event) => onChange?.(codeDigits(event.currentTarget.value))}
    />
  );
}
