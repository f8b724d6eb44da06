import { evidenceEndpoints as evidence } from '@panel/domain/evidence/evidence-endpoints';
import { ROLES } from '@panel/domain/roles';
import { describeRoleMatrix } from '../../test/role-matrix';

// 'Pospuestos' (and acting on it: every role decides receipts) for every role that reaches /checker; the system's approvals for supervisors (1, 2).
// The holder-name call is a machine endpoint (the bot's key).
describeRoleMatrix([
  { endpoint: evidence.deferred, allowed: ROLES },
  { endpoint: evidence.deferredDetail, params: () => ({ id: 999999 }), allowed: ROLES },
  { endpoint: evidence.deferredReturn, params: () => ({ id: 999999 }), allowed: ROLES },
  {
    endpoint: evidence.deferredReject,
    params: () => ({ id: 999999 }),
    allowed: ROLES,
    payload: () => ({ reason: 'FAKE_IMAGE' }),
  },
  {
    endpoint: evidence.previewSettings,
    params: () => ({ id: 999999 }),
    query: { deferredReturnMinutes: 30 },
    allowed: [1],
  },
  { endpoint: evidence.autoApprovals, allowed: [1, 2] },
  { endpoint: evidence.readSettings, params: () => ({ id: 999999 }), allowed: [1] },
  {
    endpoint: evidence.saveSettings,
    params: () => ({ id: 999999 }),
    allowed: [1],
    payload: () => ({ autoApprove: false, deferredReturnMinutes: null }),
  },
]);
