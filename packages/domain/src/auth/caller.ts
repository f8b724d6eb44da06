import type { Rol } from '../roles';

/**
 * The signed-in panel user a request acts for. A plain type here, not in the server's `http/`, so
 * services take it without depending on the HTTP layer that builds it from the session token.
 */
export interface Caller {
  id: number;
  username: string;
  rol: Rol;
  tenantId: number;
  /** The session version the caller's token carries (it equals the user's, or the call is refused). */
  sessionVersion: number;
}
