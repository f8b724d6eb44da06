import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Modal, Table, Text, Tooltip } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatPesos } from '@panel/domain/money';
import { ACCESS } from '@panel/domain/roles';
import { useSession } from '@/lib/session';
import { useElapsed } from '../hooks/use-elapsed';
import { CLAIMS_QUERY_KEY, releaseAnyClaim, useClaims } from '../api/queue-api';
import { QUEUE_TEXTS as T } from '../queue-texts';

/**
 * The /checker header's reviewers figure; for rol 1 and 2 it opens who holds which receipt, for how
 * long, with a button that gives one back to the queue (docs/features/queue.md).
 */
export function ClaimsButton({ othersReviewing }: { othersReviewing: number }) {
  const session = useSession();
  const [opened, setOpened] = useState(false);
  const supervisor = !!session && ACCESS.dashboard.includes(session.rol);
  const label = T.othersReviewing(othersReviewing);
  if (!supervisor)
    return (
      <Tooltip label={label}>
        <Badge
          variant="light"
          color="gray"
          size="lg"
          leftSection={<IconUsers size={14} aria-hidden />}
          aria-label={label}
        >
          {T.othersReviewingShort(othersReviewing)}
        </Badge>
      </Tooltip>
    );
  return (
    <>
      <Tooltip label={`${label}. ${T.claimsButton}`}>
        <ActionIcon
          variant="light"
          color="gray"
          size="lg"
          w="auto"
          px={6}
          onClick={() => setOpened(true)}
          aria-label={`${T.claimsButton}: ${label}`}
        >
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{T.othersReviewingShort(othersReviewing)}</Text>
          </Group>
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={() => setOpened(false)} title={T.claimsTitle} size="lg" centered>
        {opened ? <ClaimsTable /> : null}
      </Modal>
    </>
  );
}

function Since({ iso }: { iso: string }) {
  return <>{useElapsed(iso)}</>;
}

function ClaimsTable() {
  const claims = useClaims(true);
  const queryClient = useQueryClient();
  const rows = claims.data ?? [];
  const release = async (id: number) => {
    await releaseAnyClaim(id).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: CLAIMS_QUERY_KEY });
  };
  if (claims.isSuccess && rows.length === 0) return <Text c="dimmed">{T.claimsEmpty}</Text>;
  return (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.claimsReceipt}</Table.Th>
            <Table.Th>{T.claimsUser}</Table.Th>
            <Table.Th>{T.claimsSince}</Table.Th>
            <Table.Th ta="right">{T.claimsAmount}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((claim) => (
            <Table.Tr key={claim.receiptId}>
              <Table.Td>
                {claim.receiptId}{' '}
                {claim.awaitingConfirmation ? (
                  <Badge color="orange" size="xs">
                    {T.claimsAwaiting}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{claim.username}</Table.Td>
              <Table.Td>
                <Since iso={claim.claimedAt} />
              </Table.Td>
              <Table.Td ta="right">{formatPesos(claim.amount)}</Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  onClick={() => void release(claim.receiptId)}
                  aria-label={T.releaseLabel(claim.receiptId, claim.username)}
                >
                  {T.release}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
