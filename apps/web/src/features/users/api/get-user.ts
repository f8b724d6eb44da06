import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@panel/domain/users/user-endpoints';
import type { UserView } from '@panel/domain/users/user-view';
import { call } from '@/lib/api-client';

export const userQueryKey = (id: number) => ['user', id] as const;

export const getUser = (id: number): Promise<UserView> => call(userEndpoints.read, { params: { id } });

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userQueryKey(id), queryFn: () => getUser(id) });

export function useUser(id: number, enabled = true) {
  return useQuery({ ...userQueryOptions(id), enabled });
}
