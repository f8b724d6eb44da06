import { BANKS_TITLE } from './title';

/** Spanish texts of the banks feature (docs/features/banks.md). Rule messages live in the domain. */
export const BANKS_TEXTS = {
  title: BANKS_TITLE,
  newLabel: 'Nuevo',
  empty: 'Todavía no hay bancos en esta isla.',
  noMatch: 'Ningún banco coincide con la búsqueda.',
  search: 'Buscar banco',
  confirmDelete: 'Desea borrar este banco',
  modal: {
    /** docs/features/banks.md titles the bank modal 'Cuenta'. */
    title: 'Cuenta',
    bankname: 'Nombre del banco',
    transactoplimit: 'Límite de transferencia superior',
    transacbottomlimit: 'Límite de transferencia inferior',
    dailytoplimit: 'Tope diario',
    monthlytoplimit: 'Tope mensual',
    toplimitinuse: 'Tope en uso',
    dailytransaclimit: 'Movimientos diarios permitidos',
    perTransfer: 'Por transferencia',
    totals: 'Topes',
    cancel: 'Cancelar',
    save: 'Guardar',
  },
} as const;
