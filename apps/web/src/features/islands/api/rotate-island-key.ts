import { useMutation, useQueryClient } from '@tanstack/react-query';
import { platformKeyAnswer } from '@panel/domain/ledger/platform-webhook';
import { intakeKeyAnswer } from '@panel/domain/islands/island-view';
import { api } from '@/lib/api-client';
import { islandsQueryKey } from './get-islands';

/** The keys an island gives outside systems: the bank-notification feed and the gaming-platform webhook. */
export type IslandKeyKind = 'intake' | 'platform';

const ANSWERS = { intake: intakeKeyAnswer, platform: platformKeyAnswer } as const;

/** POST /api/tenants/{id}/intakekey or /platformkey: a new key, shown once; the old one stops working. */
export const rotateIslandKey = ({ kind, id }: { kind: IslandKeyKind; id: number }) =>
  api.post(`/api/tenants/${id}/${kind}key`, undefined, ANSWERS[kind]);

export function useRotateIslandKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateIslandKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: islandsQueryKey }),
  });
}
