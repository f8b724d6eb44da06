import { NOTIFICATIONS_TITLE } from './title';

/** Spanish texts of the notifications feature (docs/features/notifications.md). */
export const NOTIFICATIONS_TEXTS = {
  title: NOTIFICATIONS_TITLE,
  refresh: 'Actualizar',
  date: 'Fecha',
  bank: 'App del banco',
  from: 'Remitente',
  amount: 'Monto',
  account: 'Cuenta receptora',
  receipt: 'Comprobante',
  confirmedPrefix: 'Confirmó el ',
  heldPrefix: 'No se aprobó solo',
  receiptNumber: (id: number) => `n.º ${id}`,
  receiptTitle: (id: number) => `Comprobante n.º ${id}`,
  receiptError: 'No se pudo abrir el comprobante.',
  openPdf: 'Abrir el PDF',
  statusLabels: { pending: 'Pendiente', approve: 'Aprobado', rejected: 'Rechazado', notfound: 'Pospuesto' },
  unused: '—',
  empty: 'Todavía no llegaron notificaciones de los bancos.',
  noMatch: 'Ninguna notificación coincide con la búsqueda.',
  pageEmpty: 'No hay notificaciones en esta página. Vuelva a la primera página.',
  search: 'Buscar por remitente, banco o cuenta',
  pages: 'Páginas de notificaciones',
  tableLabel: 'Notificaciones de transferencias',
} as const;
