import { queryOptions, useQuery } from '@tanstack/react-query';
import { userView, type UserView } from '@panel/domain/users/user-view';
import { api } from '@/lib/api-client';

export const userQueryKey = (id: number) => ['user', id] as const;

export const getUser = (id: number): Promise<UserView> => api.get(`/api/user/${id}`, userView);

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userQueryKey(id), queryFn: () => getUser(id) });

export function useUser(id: number, enabled = true) {
  return useQuery({ ...userQueryOptions(id), enabled });
}
