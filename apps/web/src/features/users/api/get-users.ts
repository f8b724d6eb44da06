import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@panel/domain/users/user-endpoints';
import { call } from '@/lib/api-client';

export const usersQueryKey = ['users'] as const;

/** The users of every island (rol 1). */
export const getUsers = () => call(userEndpoints.list, {});

export const usersQueryOptions = () => queryOptions({ queryKey: usersQueryKey, queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
