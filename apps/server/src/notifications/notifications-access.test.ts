import { describeRoleMatrix } from '../../test/role-matrix';

// docs/features/roles.md: Notifications are reachable only by rol 1. The intake is a machine endpoint (island key).
describeRoleMatrix([{ method: 'GET', url: () => '/api/notifications', allowed: [1] }]);
