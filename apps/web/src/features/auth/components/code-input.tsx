import { TextInput } from '@mantine/core';

interface CodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}

/** A TOTP (or recovery) code: what phones offer to fill in from an authenticator or an SMS. */
export function CodeInput({ label, value, onChange, error, autoFocus }: CodeInputProps) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ?? undefined}
      autoComplete="one-time-code"
      inputMode="text"
      spellCheck={false}
      maxLength={32}
      autoFocus={autoFocus}
    />
  );
}
