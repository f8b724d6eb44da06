import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@panel/domain/lists/list-query';
import type { DirectorySortKey } from '@panel/domain/players/player-directory';
import { playerEndpoints } from '@panel/domain/players/player-endpoints';
import { call, downloadLink } from '@/lib/api-client';
import { playersQueryKey } from './get-players';

/**
 * Under the players' key, so a change to a player (useRefreshPlayer: bonus block, password) reads the
 * directory again too.
 */
export const directoryQueryKey = [...playersQueryKey, 'directory'] as const;

/** GET /api/clients/directory: a page of 25, sorted and searched by the server. */
export function usePlayerDirectory(query: ListQuery<DirectorySortKey>, page: number) {
  return useQuery({
    queryKey: [...directoryQueryKey, query, page],
    queryFn: () => call(playerEndpoints.directory, { query: { ...query, page: String(page) } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/clients/directory/export.csv: the same order and search, every page. */
export const exportPlayerDirectory = (query: ListQuery<DirectorySortKey>): Promise<string> =>
  downloadLink(playerEndpoints.directoryCsv, { query });
