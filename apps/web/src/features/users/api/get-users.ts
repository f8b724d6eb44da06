import { queryOptions, useQuery } from '@tanstack/react-query';
import { userList } from '@panel/domain/users/user-view';
import { api } from '@/lib/api-client';

export const usersQueryKey = ['users'] as const;

/** GET /api/user: the users of every island (rol 1). */
export const getUsers = () => api.get('/api/user', userList);

export const usersQueryOptions = () => queryOptions({ queryKey: usersQueryKey, queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
