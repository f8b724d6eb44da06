import { Alert, Text } from '@mantine/core';
import { ACCESS, type Rol } from '@panel/domain/roles';
import { useCapacity } from '../api/get-capacity';
import { CAPACITY_TEXTS as T } from '../texts';

/**
 * Rol 1's warning, above every screen, that the queue's waits say the installation has outgrown its
 * database (README 'Capacity'). Nothing while the figures are fine or unknown.
 */
export function CapacityWarning({ rol }: { rol: Rol }) {
  const capacity = useCapacity(ACCESS.admin.includes(rol));
  if (!capacity.data?.outgrown) return null;
  return (
    <Alert color="orange" variant="light" title={T.title} mb="md">
      <Text size="sm">{T.waits(capacity.data)}</Text>
      <Text size="sm">{T.advice[capacity.data.engine]}</Text>
    </Alert>
  );
}
