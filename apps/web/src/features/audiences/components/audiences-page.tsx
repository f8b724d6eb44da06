import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconEdit, IconFileDownload, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { formatPesos } from '@panel/domain/money';
import type { AudienceView } from '@panel/domain/audiences/audience-rules';
import { confirmDialog } from '@/lib/confirm-dialog';
import { useAudiences } from '../api/get-audiences';
import { useDeleteAudience } from '../api/audience-requests';
import { AUDIENCES_TEXTS as T } from '../texts';
import { AudienceModal } from './audience-modal';
import { exportAudience, formatCount } from './export-audience';

// A range reads as one piece: on a narrow screen the table scrolls rather than break it.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Público (/config/audiences, SPEC §2.15): the island's audiences with export, edit and delete. */
export function AudiencesPage() {
  const audiences = useAudiences();
  const remove = useDeleteAudience();
  // The audience stays while the modal closes, so its title does not change during the transition.
  const [modal, setModal] = useState<{ opened: boolean; audience: AudienceView | null }>({
    opened: false,
    audience: null,
  });

  const confirmRemove = async (audience: AudienceView) => {
    if (await confirmDialog({ message: T.confirmDelete })) remove.mutate(audience.id);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {T.title}
        </Title>
        <Group gap="xs">
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setModal({ opened: true, audience: null })}
          >
            {T.newAudience}
          </Button>
          <Tooltip label={T.reload}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={T.reload}
              loading={audiences.isFetching}
              onClick={() => void audiences.refetch()}
            >
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>

      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.columns.name}</Table.Th>
                <Table.Th>{T.columns.chargesQuantity}</Table.Th>
                <Table.Th>{T.columns.daysInactive}</Table.Th>
                <Table.Th>{T.columns.chargeAmount}</Table.Th>
                <Table.Th ta="right">{T.columns.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {audiences.data?.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed" ta="center" py="md">
                      {T.empty}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {audiences.data?.map((audience) => (
                <Table.Tr key={audience.id}>
                  <Table.Td fw={600}>{audience.name}</Table.Td>
                  <Table.Td style={NO_WRAP}>
                    {T.range(
                      formatCount(audience.chargesQuantityMin),
                      formatCount(audience.chargesQuantityMax),
                    )}
                  </Table.Td>
                  <Table.Td style={NO_WRAP}>
                    {T.range(formatCount(audience.daysInactiveMin), formatCount(audience.daysInactiveMax))}
                  </Table.Td>
                  <Table.Td style={NO_WRAP}>
                    {T.range(formatPesos(audience.chargeAmountMin), formatPesos(audience.chargeAmountMax))}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <RowAction
                        label={T.actions.exportCsv(audience.name)}
                        color="green"
                        onClick={() => void exportAudience(audience)}
                      >
                        <IconFileDownload size={18} aria-hidden />
                      </RowAction>
                      <RowAction
                        label={T.actions.edit(audience.name)}
                        color="blue"
                        onClick={() => setModal({ opened: true, audience })}
                      >
                        <IconEdit size={18} aria-hidden />
                      </RowAction>
                      <RowAction
                        label={T.actions.remove(audience.name)}
                        color="red"
                        onClick={() => void confirmRemove(audience)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </RowAction>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <AudienceModal
        opened={modal.opened}
        audience={modal.audience}
        onClose={() => setModal((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}

function RowAction({
  label,
  color,
  onClick,
  children,
}: {
  label: string;
  color: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} size="lg" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
