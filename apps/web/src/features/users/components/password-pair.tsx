import { PasswordInput, Text } from '@mantine/core';
import { USERS_TEXTS } from '../texts';

const T = USERS_TEXTS.passwordPair;

interface PasswordPairValues {
  password: string;
  vpassword: string;
}

const FIELDS = [
  ['password', T.password],
  ['vpassword', T.repeat],
] as const;

interface PasswordPairProps {
  values: PasswordPairValues;
  onChange: (field: keyof PasswordPairValues, value: string) => void;
  maxLength?: number;
}

/**
 * 'Contraseña' and 'Repetir contraseña' (docs/features/users.md): the rules that compare them are the
 * domain's (users/user-rules.ts), checked when the form is sent.
 */
export function PasswordPair({ values, onChange, maxLength }: PasswordPairProps) {
  return FIELDS.map(([field, label]) => (
    <PasswordInput
      key={field}
      label={label}
      value={values[field]}
      onChange={(event) => onChange(field, event.currentTarget.value)}
      autoComplete="new-password"
      maxLength={maxLength}
    />
  ));
}

/** Under the pair when the user already has a password: empty fields keep it. */
export function PasswordKeepHint() {
  return (
    <Text size="xs" c="dimmed">
      {T.keepHint}
    </Text>
  );
}
