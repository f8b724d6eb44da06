import { bankEndpoints } from '@panel/domain/banks/bank-endpoints';
import { call } from '@/lib/api-client';
import { useListChange } from '@/lib/list-api';
import { banksQueryKey } from './get-banks';

/** A bank still used by accounts is refused with the server's message. */
export const deleteBank = (id: number) => call(bankEndpoints.delete, { params: { id } });

export const useDeleteBank = () => useListChange(deleteBank, [banksQueryKey], 'settled');
