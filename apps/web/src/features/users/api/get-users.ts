import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@panel/domain/users/user-endpoints';
import type { ListQuery } from '@panel/domain/lists/list-query';
import type { UserSortKey } from '@panel/domain/users/user-list';
import { call, download } from '@/lib/api-client';

export const usersQueryKey = ['users'] as const;

/** The users of every island (rol 1). */
export const getUsers = () => call(userEndpoints.list, {});

export const usersQueryOptions = () => queryOptions({ queryKey: usersQueryKey, queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}

/** The CSV of the list as shown: its search and order (docs/features/lists.md). */
export const exportUsers = (query: ListQuery<UserSortKey>): Promise<Blob> =>
  download(userEndpoints.export, { query });
