import { defineEndpointsWith, listExport } from '../http/feature-endpoints';
import { SCREENS } from '../roles';
import { notificationCreatedAnswer, notificationIntakeBody } from './notification-contract';
import { notificationExportQuery, notificationsListQuery } from './notification-list';
import { notificationsAnswer } from './notification-view';

/** Bank transfer notices (docs/features/notifications.md): the notifiers' intake and rol 1's list. */
const tag = 'notifications';

export const notificationEndpoints = defineEndpointsWith({
  tag,
  access: { roles: SCREENS.notifications.roles },
})({
  list: {
    operationId: 'listNotifications',
    method: 'GET',
    path: '/api/notifications',
    summary:
      'Avisos de transferencias de la isla, los más nuevos primero; sort, dir y q (opcionales) ordenan y buscan',
    query: notificationsListQuery,
    answers: { 200: notificationsAnswer },
  },
  export: listExport(
    'exportNotifications',
    '/api/notifications',
    'Avisos de transferencias',
    notificationExportQuery,
  ),
  intake: {
    operationId: 'receiveNotification',
    method: 'POST',
    path: '/api/notifications/intake',
    summary: 'Un aviso de transferencia del notificador bancario (header x-intake-key de la isla)',
    access: { machineKey: 'intake' },
    body: notificationIntakeBody,
    answers: { 201: notificationCreatedAnswer },
    errors: [429],
  },
});
