import { useState } from 'react';
import { Button, Code, Group, Image, List, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TotpSetup } from '@panel/domain/two-factor/two-factor-rules';
import { TWO_FACTOR_LABELS as L } from '@panel/domain/two-factor/texts';
import { errorText } from '@/lib/api-client';
import { startTotp, useConfirmTotp } from '../api/two-factor';
import { CodeInput, useCodeStep } from './code-input';

/**
 * Enrolment (docs/features/two-factor.md): a QR and the secret, a code to confirm, then the recovery
 * codes, shown this once. `onDone` runs when the user says they kept them.
 */
export function TotpEnrolment({ onStarted, onDone }: { onStarted?: () => void; onDone: () => void }) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const confirm = useConfirmTotp();
  const { code, setCode, failure, submit } = useCodeStep((typed, step) =>
    confirm.mutate(typed, {
      onSuccess: (answer) => setCodes(answer.recoveryCodes),
      onError: (error) => step.setFailure(errorText(error)),
    }),
  );
  const start = useMutation({
    mutationFn: startTotp,
    onSuccess: (answer) => {
      setSetup(answer);
      onStarted?.();
    },
  });

  if (codes) {
    return (
      <Stack gap="sm">
        <Text fw={600}>{L.recoveryTitle}</Text>
        <Text size="sm">{L.recoveryHint}</Text>
        <List spacing={2} aria-label={L.recoveryTitle}>
          {codes.map((recovery) => (
            <List.Item key={recovery}>
              <Code fz="sm">{recovery}</Code>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onDone}>{L.recoveryDone}</Button>
        </Group>
      </Stack>
    );
  }

  if (!setup) {
    return (
      <Group>
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          {L.start}
        </Button>
      </Group>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{L.scan}</Text>
        <Image src={setup.qrDataUrl} alt={L.section} w={180} h={180} />
        <Text size="sm">
          {L.secret}: <Code data-testid="totp-secret">{setup.secret}</Code>
        </Text>
        <CodeInput label={L.code} value={code} onChange={setCode} error={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={confirm.isPending}>
            {L.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
