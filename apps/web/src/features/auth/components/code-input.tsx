import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { TWO_FACTOR_MESSAGES as M } from '@panel/domain/two-factor/texts';
import { submitted } from '@/lib/use-form';

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

/** What the step's sender may set once the server answers: the field, and the message under it. */
interface CodeStepSetters {
  setCode: (code: string) => void;
  setFailure: (failure: string | null) => void;
}

/**
 * A code step's field and what went wrong: sending it empty says so; otherwise `send` gets the code
 * without surrounding spaces, and the step's setters for the server's answer.
 */
export function useCodeStep(send: (code: string, step: CodeStepSetters) => void) {
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = submitted(() => {
    const typed = code.trim();
    if (!typed) {
      setFailure(M.codeRequired);
      return;
    }
    setFailure(null);
    send(typed, { setCode, setFailure });
  });
  return { code, setCode, failure, setFailure, submit };
}
