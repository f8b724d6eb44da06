import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { IRESPONSES_TEXTS } from '../texts';

/** Editar mensajes (/config/islands/:islandId/iresponses). Built by a later issue. */
export function IresponsesPage() {
  const { islandId = '' } = useParams();
  return (
    <PlaceholderPage title={IRESPONSES_TEXTS.title}>
      <Text size="sm" c="dimmed">
        {IRESPONSES_TEXTS.island(islandId)}
      </Text>
    </PlaceholderPage>
  );
}
