import { ROLES } from '@panel/domain/roles';
import { readingEndpoints } from '@panel/domain/receipt-reading/reading-endpoints';
import { describeRoleMatrix } from '../../test/role-matrix';

// Every reviewer of /checker sees the readings of its own island; a receipt of nothing answers 404.
describeRoleMatrix([{ endpoint: readingEndpoints.read, params: () => ({ id: 999999 }), allowed: ROLES }]);
