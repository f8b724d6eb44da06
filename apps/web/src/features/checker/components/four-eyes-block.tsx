import { useState, type FormEvent } from 'react';
import { Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { centavosToPesos, pesosToCentavos } from '@panel/domain/money';
import { queueEndpoints } from '@panel/domain/checker/queue-endpoints';
import { MAX_RECEIPT_PESOS } from '@panel/domain/receipts/receipt-rules';
import { centavosToTyped, readTypedAmount, type AmountBounds } from '@panel/domain/typed-amount';
import { QUEUE_MESSAGES } from '@panel/domain/queue/queue-rules';
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
 * Islas (rol 1): the island's four-eyes limits (docs/features/queue.md), in their own block with
 * their own save, below the island's form.
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
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: FourEyesView) => call(queueEndpoints.saveFourEyes, { params: { id: islandId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: fourEyesKey(islandId) }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { fourEyesAbove: pesosOf(above), fourEyesEditAbove: pesosOf(editAbove) };
    if (body.fourEyesAbove === undefined || body.fourEyesEditAbove === undefined)
      return setError(QUEUE_MESSAGES.fourEyesInvalid);
    setError(null);
    save.mutate(body as FourEyesView);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={T.fourEyesTitle}>
      <Stack gap="xs" mt="md">
        <Divider label={T.fourEyesTitle} labelPosition="left" />
        <Text size="xs" c="dimmed">
          {T.fourEyesHint}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <AmountInput
            label={T.fourEyesAbove}
            value={above}
            onChange={setAbove}
            bounds={BOUNDS}
            error={pesosOf(above) === undefined ? error : null}
          />
          <AmountInput
            label={T.fourEyesEditAbove}
            value={editAbove}
            onChange={setEditAbove}
            bounds={BOUNDS}
            error={pesosOf(editAbove) === undefined ? error : null}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending}>
            {T.fourEyesSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
