import { pickedToWire } from '@panel/domain/date-range';
import { dashboardEndpoints } from '@panel/domain/dashboard/dashboard-endpoints';
import { PLAYER_LIST_FILE, type PlayerList } from '@panel/domain/dashboard/dashboard-stats';
import { download } from '@/lib/api-client';
import type { PickedRange } from '../date-presets';

/**
 * Saved as export.csv (docs/features/dashboard.md) by the browser's download manager, through a
 * signed link (docs/features/lists.md 'Exports').
 */
export async function downloadPlayerList(list: PlayerList, picked: PickedRange): Promise<void> {
  const [start, end] = pickedToWire(picked[0], picked[1]);
  await download(dashboardEndpoints.playerList, { query: { list, start, end } }, PLAYER_LIST_FILE);
}
