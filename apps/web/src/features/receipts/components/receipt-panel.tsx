import type { ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  CopyButton,
  Group,
  Kbd,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconEdit,
  IconHistory,
  IconPlayerSkipForward,
  IconX,
} from '@tabler/icons-react';
import { formatPesos } from '@panel/domain/money';
import type { ReceiptView } from '@panel/domain/receipts/receipt-view';
import { SHORTCUTS } from '../hooks/use-review-shortcuts';
import { RECEIPTS_TEXTS as T } from '../texts';
import classes from './receipts.module.css';

export type PanelAction = 'approve' | 'reject' | 'skip' | 'edit' | 'history';

interface ReceiptPanelProps {
  receipt: ReceiptView;
  showOcr: boolean;
  /** The decision being sent, if any: its button spins and every button waits. */
  busy: 'approve' | 'reject' | 'skip' | 'edit' | null;
  onAction: (action: PanelAction) => void;
}

/** SPEC §2.5 side panel: message amount, the client's panel username, Editar, Historial; then the decision. */
export function ReceiptPanel({ receipt, showOcr, busy, onAction }: ReceiptPanelProps) {
  const { client } = receipt;
  const ocr = showOcr && receipt.ocrData ? Object.entries(receipt.ocrData) : [];
  return (
    <Stack gap="sm" className={classes.side}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <div>
            <Text size="sm" c="dimmed">
              {T.messageAmount}
            </Text>
            <Text fz={32} fw={700} className={classes.amount} data-testid="message-amount">
              {formatPesos(receipt.amount)}
            </Text>
            {receipt.newamount !== null ? (
              <Text size="sm">
                {T.editedAmount}: <strong>{formatPesos(receipt.newamount)}</strong>
              </Text>
            ) : null}
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {T.panelUsername}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Text fz="xl" fw={700} truncate="end" data-testid="panel-username">
                {client.panelUsername}
              </Text>
              <CopyButton value={client.panelUsername}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? T.usernameCopied : T.copyUsername}>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'green' : 'gray'}
                      onClick={copy}
                      aria-label={T.copyUsername}
                    >
                      {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
              {client.blacklistbonus ? (
                <Badge color="gray" variant="light" size="sm">
                  {T.bonusBlocked}
                </Badge>
              ) : null}
            </Group>
          </div>
          {receipt.bankAccount ? (
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {T.depositAccount}:
              </Text>{' '}
              {receipt.bankAccount.bank.bankname} · {receipt.bankAccount.name}
            </Text>
          ) : null}
          <SimpleGrid cols={2} spacing="xs">
            <ShortcutButton action={T.edit} shortcut={SHORTCUTS.edit}>
              <Button
                variant="light"
                color="blue"
                leftSection={<IconEdit size={18} aria-hidden />}
                onClick={() => onAction('edit')}
                disabled={busy !== null}
                fullWidth
              >
                {T.edit}
              </Button>
            </ShortcutButton>
            <ShortcutButton action={T.history} shortcut={SHORTCUTS.history}>
              <Button
                variant="light"
                color="gray"
                leftSection={<IconHistory size={18} aria-hidden />}
                onClick={() => onAction('history')}
                fullWidth
              >
                {T.historyWithCount(client.transactionCount)}
              </Button>
            </ShortcutButton>
          </SimpleGrid>
        </Stack>
      </Paper>

      {ocr.length > 0 ? (
        <Paper withBorder p="sm" radius="md" aria-label={T.ocrTitle} component="section">
          <Text fw={700} size="sm" mb={4}>
            {T.ocrTitle}
          </Text>
          <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs">
            <Table.Tbody>
              {ocr.map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Th w="40%" fw={600}>
                    {key}
                  </Table.Th>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}

      <SimpleGrid cols={3} spacing="xs" className={classes.actions}>
        <DecisionButton
          label={T.reject}
          shortcut={SHORTCUTS.reject}
          color="red"
          icon={<IconX size={20} aria-hidden />}
          loading={busy === 'reject'}
          disabled={busy !== null}
          onClick={() => onAction('reject')}
        />
        <DecisionButton
          label={T.skip}
          shortcut={SHORTCUTS.skip}
          color="yellow.5"
          icon={<IconPlayerSkipForward size={20} aria-hidden />}
          loading={busy === 'skip'}
          disabled={busy !== null}
          onClick={() => onAction('skip')}
        />
        <DecisionButton
          label={T.approve}
          shortcut={SHORTCUTS.approve}
          color="green"
          icon={<IconCheck size={20} aria-hidden />}
          loading={busy === 'approve' || busy === 'edit'}
          disabled={busy !== null}
          onClick={() => onAction('approve')}
        />
      </SimpleGrid>
    </Stack>
  );
}

function ShortcutButton({
  action,
  shortcut,
  children,
}: {
  action: string;
  shortcut: string;
  children: ReactNode;
}) {
  return <Tooltip label={T.shortcut(action, shortcut)}>{children}</Tooltip>;
}

interface DecisionButtonProps {
  label: string;
  shortcut: string;
  color: string;
  icon: ReactNode;
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
}

function DecisionButton({ label, shortcut, color, icon, loading, disabled, onClick }: DecisionButtonProps) {
  return (
    <Tooltip label={T.shortcut(label, shortcut)}>
      <Button
        color={color}
        size="lg"
        px="xs"
        onClick={onClick}
        loading={loading}
        disabled={disabled && !loading}
        leftSection={icon}
        rightSection={
          <Kbd size="xs" visibleFrom="md" aria-hidden>
            {shortcut}
          </Kbd>
        }
        aria-keyshortcuts={shortcut}
        fullWidth
      >
        {label}
      </Button>
    </Tooltip>
  );
}
