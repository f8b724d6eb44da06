import { userEndpoints } from '@panel/domain/users/user-endpoints';
import { call } from '@/lib/api-client';
import { useListChange } from '@/lib/list-api';
import { usersQueryKey } from './get-users';

export const deleteUser = (id: number) => call(userEndpoints.delete, { params: { id } });

export const useDeleteUser = () => useListChange(deleteUser, [usersQueryKey]);
