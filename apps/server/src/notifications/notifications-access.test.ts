import { notificationEndpoints as notifications } from '@panel/domain/notifications/notification-endpoints';
import { describeRoleMatrix } from '../../test/role-matrix';

// Notifications are reachable only by rol 1. The intake is a machine endpoint (island key).
describeRoleMatrix([
  { endpoint: notifications.list, allowed: [1] },
  { endpoint: notifications.export, allowed: [1] },
]);
