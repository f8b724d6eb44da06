import { BANK_ACCOUNTS_TITLE } from './title';

/** Spanish texts of the bank-accounts feature (docs/features/bank-accounts.md). Rule messages live in the domain. */
export const BANK_ACCOUNTS_TEXTS = {
  title: BANK_ACCOUNTS_TITLE,
  newLabel: 'Nueva',
  empty: 'Todavía no hay cuentas en esta isla.',
  noMatch: 'Ninguna cuenta coincide con la búsqueda.',
  search: 'Buscar por banco, titular o CBU',
  inactive: 'Inactiva',
  actions: {
    activate: (account: string) => `Activar ${account}`,
    deactivate: (account: string) => `Desactivar ${account}`,
    copy: (account: string) => `Copiar CBU de ${account}`,
    unload: (account: string) => `Descargar billetera de ${account}`,
  },
  /** How a row is named in its buttons' labels: holder and bank. */
  rowName: (name: string, bankname: string) => `cuenta de ${name} (${bankname})`,
  confirmDelete: 'Desea borrar esta Cuenta',
  copied: 'CBU Copiado en el portapapeles',
  copyFailed: 'No se pudo copiar el CBU al portapapeles',
  modal: {
    newTitle: 'Nueva cuenta',
    editTitle: 'Editar cuenta',
    name: 'Titular',
    bank: 'Banco',
    bankPlaceholder: 'Elija un banco',
    noBanks: 'No hay bancos: cree uno en Bancos',
    number: 'CBU',
    numberHint: '22 dígitos',
    cbuLocked: 'Solo un administrador o moderador cambia el CBU',
    active: 'Activa',
    cancel: 'Cancelar',
    save: 'Guardar',
  },
  unload: {
    title: 'Descargar billetera',
    balance: 'Saldo actual',
    amount: 'Monto a descargar',
    cancel: 'Cancelar',
    accept: 'Descargar',
    confirm: (amount: string, left: string) =>
      `¿Descargar ${amount} de esta billetera? Le quedará un total de ${left}.`,
  },
} as const;
