import { Stack, Text } from '@mantine/core';
import type { Audience } from '@panel/domain/audiences/audience-rules';
import { confirmDialog } from '@/lib/confirm-dialog';
import { countAudiencePlayers, downloadAudienceCsv } from '../api/audience-requests';
import { AUDIENCES_TEXTS as T } from '../texts';

export const formatCount = (count: number) => new Intl.NumberFormat('es-AR').format(count);

/** docs/features/audiences.md: ask '¿Desea descargar el CSV?' with the number of players found, then download. */
export async function exportAudience(audience: Audience): Promise<void> {
  const count = await countAudiencePlayers(audience);
  if (count === undefined) return;
  const confirmed = await confirmDialog({
    message: (
      <Stack gap={4}>
        <Text c="white" fw={700}>
          {T.csv.confirm}
        </Text>
        <Text c="white">{T.csv.found(formatCount(count))}</Text>
      </Stack>
    ),
    confirmLabel: T.csv.download,
  });
  if (confirmed) await downloadAudienceCsv(audience);
}
