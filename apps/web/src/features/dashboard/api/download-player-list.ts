import { pickedToWire } from '@panel/domain/date-range';
import { PLAYER_LIST_FILE, type PlayerList } from '@panel/domain/dashboard/dashboard-stats';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import type { PickedRange } from '../date-presets';

/**
 * GET /api/dashboard/clients.csv: fetched with the session header (a plain link could not send it)
 * and handed to the browser as export.csv (docs/features/dashboard.md).
 */
export async function downloadPlayerList(list: PlayerList, picked: PickedRange): Promise<void> {
  const [start, end] = pickedToWire(picked[0], picked[1]);
  const query = new URLSearchParams({ list, start, end });
  const blob = await api.blob(`/api/dashboard/clients.csv?${query}`);
  saveFile(blob, PLAYER_LIST_FILE);
}
