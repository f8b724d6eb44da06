import { describeRoleMatrix } from '../../test/role-matrix';

// SPEC §6: Notifications are reachable only by rol 1. The intake is a machine endpoint (island key).
describeRoleMatrix([{ method: 'GET', url: () => '/api/notifications', allowed: [1] }]);
