import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { validateLogin, type LoginErrors } from '@panel/domain/auth/login-form';
import { errorText } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useFormValues } from '@/lib/use-form';
import { useSignIn } from '../api/sign-in';
import { AUTH_TEXTS } from '../texts';
import { AuthLayout } from './auth-layout';

const T = AUTH_TEXTS.login;

// Only users with a second factor reach the code step: a first /login does without it and zod
// (docs/architecture.md, the /login budget).
const TotpLoginStep = lazy(async () => ({ default: (await import('./totp-login-step')).TotpLoginStep }));

/** 'Iniciar Sesión' (docs/features/auth.md). */
export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useFormValues({ username: '', password: '' });
  const { username, password } = form.values;
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** Set when the password was right and the user has a second factor (docs/features/two-factor.md). */
  const [pendingToken, setPendingToken] = useState<string | null>(null);

  /** A field's value, change and error: typing in a field clears its error. */
  const fieldProps = (field: keyof LoginErrors) => {
    const { value, onChange } = form.textProps(field);
    return {
      value,
      error: errors[field],
      onChange: (event: { currentTarget: { value: string } }) => {
        onChange(event);
        setErrors((current) => ({ ...current, [field]: undefined }));
      },
    };
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin({ username, password });
    setErrors(found);
    if (found.username || found.password) return;
    setFailure(null);
    signIn.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (answer) => {
          if ('totpRequired' in answer) setPendingToken(answer.pendingToken);
          else void navigate('/checker', { replace: true });
        },
        onError: (error) => {
          const text = errorText(error);
          setFailure(text);
          notifyError(text);
        },
      },
    );
  };

  if (pendingToken) {
    return (
      <AuthLayout title={T.title}>
        <Suspense>
          <TotpLoginStep
            pendingToken={pendingToken}
            onSignedIn={() => void navigate('/checker', { replace: true })}
            onBack={() => {
              setPendingToken(null);
              form.set('password', '');
            }}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={T.title}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" title={T.errorTitle} icon={<IconAlertCircle aria-hidden />}>
              {failure}
            </Alert>
          ) : null}
          <TextInput label={T.username} {...fieldProps('username')} autoComplete="username" autoFocus />
          <PasswordInput label={T.password} {...fieldProps('password')} autoComplete="current-password" />
          <Button type="submit" fullWidth loading={signIn.isPending} size="md">
            {T.submit}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
