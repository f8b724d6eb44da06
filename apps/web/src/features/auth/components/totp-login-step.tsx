import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TWO_FACTOR_LABELS as L } from '@panel/domain/two-factor/texts';
import { errorText } from '@/lib/api-client';
import { setSession } from '@/lib/session';
import { signInWithTotp } from '../api/sign-in-totp';
import { CodeInput, useCodeStep } from './code-input';

interface TotpLoginStepProps {
  pendingToken: string;
  onSignedIn: () => void;
  onBack: () => void;
}

/** The login's second step (docs/features/two-factor.md): the code of the app or a recovery code. */
export function TotpLoginStep({ pendingToken, onSignedIn, onBack }: TotpLoginStepProps) {
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: signInWithTotp,
    onSuccess: (session) => {
      queryClient.clear();
      setSession(session);
      onSignedIn();
    },
  });
  const { code, setCode, failure, submit } = useCodeStep((typed, step) =>
    signIn.mutate(
      { pendingToken, code: typed },
      {
        onError: (error) => {
          step.setCode('');
          step.setFailure(errorText(error));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fw={600}>{L.loginTitle}</Text>
        <Text size="sm" c="dimmed">
          {L.loginHint}
        </Text>
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        ) : null}
        <CodeInput label={L.codeOrRecovery} value={code} onChange={setCode} autoFocus />
        <Button type="submit" fullWidth size="md" loading={signIn.isPending}>
          {L.enter}
        </Button>
        <Button variant="subtle" onClick={onBack}>
          {L.back}
        </Button>
      </Stack>
    </form>
  );
}
