import { bankEndpoints } from '@panel/domain/banks/bank-endpoints';
import type { BankSortKey } from '@panel/domain/banks/bank-list';
import { clientListApi } from '@/lib/list-api';

/** The island's banks, and the CSV of the list as shown (docs/features/lists.md). */
const banks = clientListApi<typeof bankEndpoints.list, BankSortKey>(['banks'], bankEndpoints);

export const banksQueryKey = banks.queryKey;
export const useBanks = banks.useList;
export const exportBanks = banks.exportCsv;
