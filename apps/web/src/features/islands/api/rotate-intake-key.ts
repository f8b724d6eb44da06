import { useMutation, useQueryClient } from '@tanstack/react-query';
import { intakeKeyAnswer } from '@panel/domain/tenants/island-view';
import { api } from '@/lib/api-client';
import { islandsQueryKey } from './get-islands';

/** POST /api/tenants/{id}/intakekey: a new key for the bank-notification feed, shown once. */
export const rotateIntakeKey = (id: number) =>
  api.post(`/api/tenants/${id}/intakekey`, undefined, intakeKeyAnswer);

export function useRotateIntakeKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateIntakeKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: islandsQueryKey }),
  });
}
