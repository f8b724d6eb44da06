import { useState, type FormEvent } from 'react';
import { Button, Divider, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { centavosToPesos, pesosToCentavos } from '@panel/domain/money';
import { queueEndpoints } from '@panel/domain/checker/queue-endpoints';
import { MAX_RECEIPT_PESOS } from '@panel/domain/receipts/receipt-rules';
import { centavosToTyped, readTypedAmount, type AmountBounds } from '@panel/domain/typed-amount';
import { CLAIM_LIMIT, QUEUE_MESSAGES, type FourEyesBody } from '@panel/domain/queue/queue-rules';
import type { FourEyesView } from '@panel/domain/queue/queue-view';
import { AmountInput } from '@/components/ui/amount-input';
import { call } from '@/lib/api-client';
import { QUEUE_TEXTS as T } from '../queue-texts';

const BOUNDS: AmountBounds = { max: pesosToCentavos(MAX_RECEIPT_PESOS) };
const typed = (pesos: number | null) => (pesos === null ? '' : centavosToTyped(pesosToCentavos(pesos)));
/** Empty is "off" (null); undefined when the text is not an amount the limit takes. */
const pesosOf = (text: string): number | null | undefined => {
  if (text.trim() === '') return null;
  const { centavos, refusal } = readTypedAmount(text, BOUNDS);
  return centavos === null || refusal || centavos <= 0 ? undefined : centavosToPesos(centavos);
};
const fourEyesKey = (islandId: number) => ['queue', 'four-eyes', islandId] as const;

/**
 * Islas (rol 1): the island's four-eyes limits and the receipts an operator may hold at once
 * (docs/features/queue.md), in their own block with their own save, below the island's form.
 */
export function FourEyesBlock({ islandId }: { islandId: number }) {
  const limits = useQuery({
    queryKey: fourEyesKey(islandId),
    queryFn: () => call(queueEndpoints.readFourEyes, { params: { id: islandId } }),
  });
  if (!limits.data) return null;
  return <FourEyesForm islandId={islandId} limits={limits.data} />;
}

function FourEyesForm({ islandId, limits }: { islandId: number; limits: FourEyesView }) {
  const queryClient = useQueryClient();
  const [above, setAbove] = useState(typed(limits.fourEyesAbove));
  const [editAbove, setEditAbove] = useState(typed(limits.fourEyesEditAbove));
  const [claimLimit, setClaimLimit] = useState<number | ''>(limits.claimLimit);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: FourEyesBody) => call(queueEndpoints.saveFourEyes, { params: { id: islandId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: fourEyesKey(islandId) }),
  });
  const claimLimitValid = claimLimit !== '' && claimLimit >= CLAIM_LIMIT.min && claimLimit <= CLAIM_LIMIT.max;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fourEyesAbove = pesosOf(above);
    const fourEyesEditAbove = pesosOf(editAbove);
    if (fourEyesAbove === undefined || fourEyesEditAbove === undefined)
      return setError(QUEUE_MESSAGES.fourEyesInvalid);
    if (!claimLimitValid) return setError(QUEUE_MESSAGES.claimLimitInvalid);
    setError(null);
    save.mutate({ fourEyesAbove, fourEyesEditAbove, claimLimit });
  };
  /** A four-eyes limit as typed; the error shows under the limit that is not an amount. */
  const limitField = (label: string, value: string, onChange: (text: string) => void) => (
    <AmountInput
      label={label}
      value={value}
      onChange={onChange}
      bounds={BOUNDS}
      error={pesosOf(value) === undefined ? error : null}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={T.fourEyesTitle}>
      <Stack gap="xs" mt="md">
        <Divider label={T.fourEyesTitle} labelPosition="left" />
        <Text size="xs" c="dimmed">
          {T.fourEyesHint}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {limitField(T.fourEyesAbove, above, setAbove)}
          {limitField(T.fourEyesEditAbove, editAbove, setEditAbove)}
        </SimpleGrid>
        <NumberInput
          label={T.claimLimit}
          description={T.claimLimitHint}
          min={CLAIM_LIMIT.min}
          max={CLAIM_LIMIT.max}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          value={claimLimit}
          onChange={(value) => setClaimLimit(typeof value === 'number' ? value : '')}
          error={claimLimitValid ? null : error}
          w={220}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending}>
            {T.fourEyesSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
