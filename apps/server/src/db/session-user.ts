import { panelUsers } from './schema';

/**
 * A staff user's columns that a session is made of and checked against (status, session version):
 * what the guard reads for every signed-in request and the second factor for its sign-in.
 */
export const sessionUserColumns = {
  id: panelUsers.id,
  username: panelUsers.username,
  rol: panelUsers.rol,
  tenantId: panelUsers.tenantId,
  active: panelUsers.active,
  sessionVersion: panelUsers.sessionVersion,
};
