import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { TWO_FACTOR_LABELS as L } from '@panel/domain/two-factor/texts';
import { errorText } from '@/lib/api-client';
import { useDisableTotp, useTotpStatus } from '../api/two-factor';
import { CodeInput } from './code-input';
import { TotpEnrolment } from './totp-enrolment';

/** Mi perfil's second factor (docs/features/two-factor.md): turn it on, or off with a current code. */
export function TwoFactorSection() {
  const status = useTotpStatus();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const disable = useDisableTotp();
  // Once started, the enrolment stays on screen until its recovery codes were seen, whatever a
  // refetch of the status says meanwhile.
  const [enrolling, setEnrolling] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    disable.mutate(code.trim(), {
      onSuccess: () => setCode(''),
      onError: (error) => setFailure(errorText(error)),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-label={L.section}>
      <Group justify="space-between">
        <Text fw={600}>{L.section}</Text>
        {status.data ? (
          <Badge color={status.data.enabled ? 'green' : 'gray'} variant="light" tt="none">
            {status.data.enabled ? L.statusOn : L.statusOff}
          </Badge>
        ) : null}
      </Group>
      {!status.data ? (
        <Loader size="sm" />
      ) : !status.data.enabled || enrolling ? (
        <TotpEnrolment
          onStarted={() => setEnrolling(true)}
          onDone={() => {
            setEnrolling(false);
            void status.refetch();
          }}
        />
      ) : status.data.required ? null : (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {L.disableHint}
            </Text>
            <CodeInput label={L.code} value={code} onChange={setCode} error={failure} />
            <Group justify="flex-end">
              <Button type="submit" color="red" variant="light" loading={disable.isPending}>
                {L.disable}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
