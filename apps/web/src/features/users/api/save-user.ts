import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PanelUserInput } from '@panel/domain/users/user-rules';
import type { Rol } from '@panel/domain/roles';
import { profileSavedAnswer } from '@panel/domain/users/user-view';
import { api } from '@/lib/api-client';
import { updateSession } from '@/lib/session';
import { userQueryKey } from './get-user';
import { usersQueryKey } from './get-users';

export interface PanelUserSave extends PanelUserInput {
  rol: Rol;
  active: boolean;
}

/** POST /api/user for a new user, POST /api/user/{id} for an edit (users screen, docs/features/users.md). */
export const saveUser = (id: number | null, input: PanelUserSave) =>
  api.post(id === null ? '/api/user' : `/api/user/${id}`, input, profileSavedAnswer);

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
