import { islandEndpoints } from '@panel/domain/islands/island-endpoints';
import type { IslandSortKey } from '@panel/domain/islands/island-list';
import { clientListApi } from '@/lib/list-api';

/** GET /api/tenants: every island (rol 1), and the CSV of the list as shown. */
const islands = clientListApi<typeof islandEndpoints.list, IslandSortKey>(['islands'], islandEndpoints);

export const islandsQueryKey = islands.queryKey;
export const useIslands = islands.useList;
export const exportIslands = islands.exportCsv;
