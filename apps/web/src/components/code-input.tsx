import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A one-time code (emailed, SMS or authenticator): one field that accepts pasting, with the
 * `one-time-code` hint so phones offer the code they just received.
 */
export function CodeInput(props: TextInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      spellCheck={false}
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
    />
  );
}

/** Keeps the digits of what was typed or pasted ("123 456" → "123456"). */
export const codeDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);
