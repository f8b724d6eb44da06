import { Badge, Group, Text } from '@mantine/core';
import type { PlayerView } from '@panel/domain/players/player-view';
import {
  birthDateShown,
  IDENTITY_STATUS_LABELS,
  type IdentityStatus,
} from '@panel/domain/player-identity/identity-rules';
import { formatDayTime } from '@panel/domain/dates';
import { PLAYERS_TEXTS } from '../texts';

const T = PLAYERS_TEXTS.identity;
const dniFormat = new Intl.NumberFormat('es-AR');
const STATUS_COLOR: Record<IdentityStatus, string> = {
  unverified: 'gray',
  verified: 'green',
  rejected: 'red',
};

/** '20-12345678-3', as the DNI's back and AFIP print it. */
const taxIdShown = (taxId: string) => `${taxId.slice(0, 2)}-${taxId.slice(2, 10)}-${taxId.slice(10)}`;

/** Who the selected player is and where its verification stands (docs/features/player-identity.md). */
export function IdentitySummary({ identity }: { identity: PlayerView['identity'] }) {
  if (!identity) {
    return (
      <Text size="sm" c="orange.9" data-testid="identity-summary">
        {T.none}
      </Text>
    );
  }
  // Each piece kept whole on a narrow card: a CUIL broken at its dash reads as two numbers.
  const pieces = [
    `${T.dni} ${dniFormat.format(Number(identity.dni))}`,
    `${T.taxId} ${taxIdShown(identity.taxId)}`,
    birthDateShown(identity.birthDate),
  ];
  const checked = identity.verification;
  return (
    <div data-testid="identity-summary">
      <Text size="sm">
        <Text span fw={600}>
          {identity.fullName}
        </Text>
        {pieces.map((piece) => (
          <span key={piece}>
            {' · '}
            <span style={{ whiteSpace: 'nowrap' }}>{piece}</span>
          </span>
        ))}
      </Text>
      <Group gap={6} mt={4} wrap="wrap">
        <Badge color={STATUS_COLOR[identity.status]} variant="light" data-testid="identity-status">
          {IDENTITY_STATUS_LABELS[identity.status]}
        </Badge>
        {checked && (
          <Text size="xs" c="dimmed">
            {checked.note} ({T.checkedBy(checked.by, formatDayTime(new Date(checked.at)))})
          </Text>
        )}
      </Group>
    </div>
  );
}
