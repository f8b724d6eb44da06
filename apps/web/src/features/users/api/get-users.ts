import { userEndpoints } from '@panel/domain/users/user-endpoints';
import type { UserSortKey } from '@panel/domain/users/user-list';
import { clientListApi } from '@/lib/list-api';

/** The users of every island (rol 1), and the CSV of the list as shown. */
const users = clientListApi<typeof userEndpoints.list, UserSortKey>(['users'], userEndpoints);

export const usersQueryKey = users.queryKey;
export const useUsers = users.useList;
export const exportUsers = users.exportCsv;
