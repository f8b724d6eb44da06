/** Spanish texts of the notifications feature. */
export const NOTIFICATIONS_TEXTS = {
  title: 'Notificaciones',
} as const;
