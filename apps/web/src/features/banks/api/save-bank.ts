import { bankEndpoints } from '@panel/domain/banks/bank-endpoints';
import type { BankBody } from '@panel/domain/banks/bank-rules';
import { call } from '@/lib/api-client';
import { useListChange } from '@/lib/list-api';
import { banksQueryKey } from './get-banks';

/** A new bank, or an edit of one; the limits go in pesos. */
export const saveBank = ({ id, body }: { id: number | null; body: BankBody }) =>
  id ? call(bankEndpoints.update, { params: { id }, body }) : call(bankEndpoints.create, { body });

export const useSaveBank = () => useListChange(saveBank, [banksQueryKey], 'settled');
