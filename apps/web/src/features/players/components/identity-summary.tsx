import { Text } from '@mantine/core';
import type { PlayerView } from '@panel/domain/players/player-view';
import { formatDay } from '@panel/domain/dates';
import { PLAYERS_TEXTS } from '../texts';

const T = PLAYERS_TEXTS.identity;
const dniFormat = new Intl.NumberFormat('es-AR');

/** '20-12345678-3', as the DNI's back and AFIP print it. */
const taxIdShown = (taxId: string) => `${taxId.slice(0, 2)}-${taxId.slice(2, 10)}-${taxId.slice(10)}`;

/** Who the selected player is (docs/features/player-identity.md), or that nobody has said yet. */
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
    formatDay(`${identity.birthDate}T12:00:00Z`),
  ];
  return (
    <Text size="sm" data-testid="identity-summary">
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
  );
}
