import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import { Stack, Text, Title } from '@mantine/core';
import { ACCESS } from '@panel/domain/roles';
import { useSession } from '@/lib/session';
import { DASHBOARD_TEXTS } from '../texts';
import { StatsBoard } from './stats-board';

/**
 * /config: 'Estadisticas' with the cards and date filters for roles 1 and 2 (docs/features/dashboard.md, docs/features/roles.md);
 * 'Panel de control' and no figures (nothing is loaded) for the others.
 */
export function DashboardPage() {
  const session = useSession();
  if (session !== null && ACCESS.dashboard.includes(session.rol))
    return <StatsBoard title={DASHBOARD_TEXTS.statsTitle} />;
  return (
    <Stack gap="xs">
      <Title order={1} size="h2">
        {DASHBOARD_TEXTS.panelTitle}
      </Title>
      <Text c="dimmed">{DASHBOARD_TEXTS.panelIntro}</Text>
    </Stack>
  );
}
