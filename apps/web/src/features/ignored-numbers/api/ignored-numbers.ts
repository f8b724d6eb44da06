import {
  ignoredNumberEndpoints as ignored,
  ignoredNumberListAlias,
} from '@panel/domain/ignored-numbers/ignored-number-endpoints';
import type { IgnoredNumberSortKey } from '@panel/domain/ignored-numbers/ignored-number-list';
import { call } from '@/lib/api-client';
import { clientListApi, useListChange } from '@/lib/list-api';

/** GET /api/ignore/, as the spec writes it: the island's ignored numbers; and the CSV of the list as shown. */
const list = clientListApi<typeof ignoredNumberListAlias, IgnoredNumberSortKey>(['ignored-numbers'], {
  list: ignoredNumberListAlias,
  export: ignored.export,
});

export const ignoredQueryKey = list.queryKey;
export const useIgnored = list.useList;
export const exportIgnored = list.exportCsv;

/** POST /api/ignore {phone}. */
export const addIgnored = (phone: string) => call(ignored.add, { body: { phone } });

/** DELETE /api/ignore/{id}. */
export const removeIgnored = (id: number) => call(ignored.remove, { params: { id } });

export const useAddIgnored = () => useListChange(addIgnored, [ignoredQueryKey]);

export const useRemoveIgnored = () => useListChange(removeIgnored, [ignoredQueryKey]);
