import type { FormEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { AUTH_TEXTS } from '../texts';
import { AuthLayout } from './auth-layout';

const T = AUTH_TEXTS.register;

/**
 * 'Registrarse' (docs/features/auth.md): both fields required by the browser; submitting sends nothing and only
 * writes to the console, as the spec says. The password is never logged.
 */
export function RegisterPage() {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const username = new FormData(event.currentTarget).get('username');
    console.log(T.consoleNote, { username });
  };

  return (
    <AuthLayout title={T.title}>
      <form onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput label={T.username} name="username" required autoComplete="username" />
          <PasswordInput label={T.password} name="password" required autoComplete="new-password" />
          <Button type="submit" fullWidth size="md">
            {T.submit}
          </Button>
          <Anchor component={Link} to="/login" ta="center" size="sm">
            {T.backToLogin}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
