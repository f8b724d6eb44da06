import { pickedToWire } from '@panel/domain/date-range';
import { dashboardEndpoints } from '@panel/domain/dashboard/dashboard-endpoints';
import { PLAYER_LIST_FILE, type PlayerList } from '@panel/domain/dashboard/dashboard-stats';
import { download } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import type { PickedRange } from '../date-presets';

/**
 * Fetched with the session header (a plain link could not send it) and handed to the browser as
 * export.csv (docs/features/dashboard.md).
 */
export async function downloadPlayerList(list: PlayerList, picked: PickedRange): Promise<void> {
  const [start, end] = pickedToWire(picked[0], picked[1]);
  const blob = await download(dashboardEndpoints.playerList, { query: { list, start, end } });
  saveFile(blob, PLAYER_LIST_FILE);
}
