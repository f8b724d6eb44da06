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
  confirmed: (id: number) => `Confirmó el n.º ${id}`,
  unused: '—',
  empty: 'Todavía no llegaron notificaciones de los bancos.',
  loadMore: 'Ver anteriores',
  loadError: 'No se pudieron cargar las notificaciones.',
  count: (count: number) => (count === 1 ? '1 notificación' : `${count} notificaciones`),
  tableLabel: 'Notificaciones de transferencias',
} as const;
