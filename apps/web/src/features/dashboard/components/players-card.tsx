import { BarChart } from '@mantine/charts';
import { Button, Divider, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { axisTicks, playerAxisStep } from '@panel/domain/dashboard/chart-axis';
import { dashboardEndpoints } from '@panel/domain/dashboard/dashboard-endpoints';
import type { PlayerList } from '@panel/domain/dashboard/dashboard-stats';
import { confirmDialog } from '@/lib/confirm-dialog';
import { downloadPlayerList } from '../api/download-player-list';
import { useStats } from '../api/get-stats';
import type { PickedRange } from '../date-presets';
import { formatCount } from '../format';
import { DASHBOARD_TEXTS } from '../texts';
import { StatCard, type CardProps } from './stat-card';

const T = DASHBOARD_TEXTS.cards.clients;

/** docs/features/dashboard.md: every list asks first, then downloads export.csv for the card's range. */
async function exportList(list: PlayerList, range: PickedRange): Promise<void> {
  if (await confirmDialog({ message: T.confirm(T.listTitles[list]) })) await downloadPlayerList(list, range);
}

/** Clientes (docs/features/dashboard.md): players of the island, their activity and the eight CSV lists. */
export function PlayersCard({ range, onRangeChange, onHelp }: CardProps) {
  const query = useStats(dashboardEndpoints.clients, range);
  const data = query.data;
  const bars = data
    ? [
        { label: T.total, value: data.data.total, color: 'blue.7' },
        { label: T.nuevos, value: data.data.nuevos, color: 'teal.6' },
        { label: T.activos, value: data.data.activos, color: 'green.7' },
        { label: T.inactivos, value: data.data.inactivos, color: 'orange.6' },
      ]
    : [];
  const ticks = axisTicks(data?.data.total ?? 0, playerAxisStep(data?.data.total ?? 0));
  return (
    <StatCard title={T.title} range={range} onRangeChange={onRangeChange} onHelp={onHelp} state={query}>
      {data && (
        <Stack gap="md">
          <BarChart
            h={220}
            data={bars}
            dataKey="label"
            series={[{ name: 'value', label: T.title, color: 'blue.7' }]}
            valueFormatter={formatCount}
            withBarValueLabel
            tickLine="y"
            yAxisProps={{
              ticks,
              domain: [0, ticks.at(-1)!],
              interval: 0,
              tickFormatter: formatCount,
              width: 60,
            }}
            maxBarWidth={64}
          />
          <div>
            <Text size="sm" fw={500} mb={6}>
              {T.inactiveFor}
            </Text>
            <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
              {data.inactive.map((bucket) => (
                <Paper key={bucket.days} withBorder p="xs" radius="md" ta="center">
                  <Text size="xs" c="dimmed">
                    {T.buckets[bucket.days]}
                  </Text>
                  <Text fw={700} fz="lg">
                    {formatCount(bucket.count)}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </div>
          <Divider label={T.lists} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {data.listados.map(({ list, count }) => (
              <Button
                key={list}
                variant="light"
                size="compact-md"
                justify="space-between"
                rightSection={<IconDownload size={16} />}
                onClick={() => void exportList(list, range)}
              >
                {T.download(T.listLabels[list], formatCount(count))}
              </Button>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </StatCard>
  );
}
