import { botEndpoints as bots } from '@panel/domain/bots/bot-endpoints';
import { describeRoleMatrix } from '../../test/role-matrix';

// The Bots screen and everything behind it is rol 1's (docs/features/bots.md).
const allowed = [1] as const;
const body = () => ({ name: '', url: '' });
const someBot = () => ({ id: 999999 });
describeRoleMatrix([
  { endpoint: bots.list, allowed },
  { endpoint: bots.export, allowed },
  { endpoint: bots.read, params: someBot, allowed },
  { endpoint: bots.create, allowed, payload: body },
  { endpoint: bots.update, params: someBot, allowed, payload: body },
  { endpoint: bots.toggle, params: someBot, allowed },
  { endpoint: bots.rotateKey, params: someBot, allowed },
  { endpoint: bots.delete, params: someBot, allowed },
  { endpoint: bots.qr, params: someBot, allowed },
  { endpoint: bots.restart, params: someBot, allowed },
]);
