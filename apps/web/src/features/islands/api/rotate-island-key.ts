import { islandEndpoints } from '@panel/domain/islands/island-endpoints';
import { call } from '@/lib/api-client';
import { useListChange } from '@/lib/list-api';
import { islandsQueryKey } from './get-islands';

/** The keys an island gives outside systems: the bank-notification feed and the gaming-platform webhook. */
export type IslandKeyKind = 'intake' | 'platform';

const ROTATIONS = {
  intake: islandEndpoints.rotateIntakeKey,
  platform: islandEndpoints.rotatePlatformKey,
} as const;

/** POST /api/tenants/{id}/intakekey or /platformkey: a new key, shown once; the old one stops working. */
export const rotateIslandKey = ({ kind, id }: { kind: IslandKeyKind; id: number }) =>
  call(ROTATIONS[kind], { params: { id } });

export const useRotateIslandKey = () => useListChange(rotateIslandKey, [islandsQueryKey]);
