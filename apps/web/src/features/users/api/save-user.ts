import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PanelUserInput } from '@panel/domain/users/user-rules';
import type { Rol } from '@panel/domain/roles';
import type { AnswerOf } from '@panel/domain/http/endpoint';
import { userEndpoints } from '@panel/domain/users/user-endpoints';
import { call } from '@/lib/api-client';
import { updateSession } from '@/lib/session';
import { userQueryKey } from './get-user';
import { usersQueryKey } from './get-users';

export interface PanelUserSave extends PanelUserInput {
  rol: Rol;
  active: boolean;
}

/** A new user's answer has no token: only an edit of one's own password brings one. */
type SavedUser = AnswerOf<typeof userEndpoints.update>;

/** A new user, or an edit of one (users screen, docs/features/users.md). */
export const saveUser = (id: number | null, input: PanelUserSave): Promise<SavedUser> =>
  id === null
    ? call(userEndpoints.create, { body: input })
    : call(userEndpoints.update, { params: { id }, body: input });

/** Only a saved user refreshes the list: a refused one (a 403 among them, docs/features/users.md) leaves it as it was. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PanelUserSave }) => saveUser(id, input),
    onSuccess: ({ user, accessToken }) => {
      // An administrator's own new password or island ends their other sessions; this one goes on.
      if (accessToken) updateSession({ accessToken });
      queryClient.setQueryData(userQueryKey(user.id), user);
      return queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}
