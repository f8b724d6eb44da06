import type { MachineKey } from '../http/endpoint';
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

/** Who decides a receipt: a panel user, or the system (`id` null) approving on evidence alone. */
export type DecidingCaller = Pick<Caller, 'tenantId'> & { id: number | null; rol?: Rol };

/** A program of an island that called with one of the island's machine keys (docs/api-contracts.md). */
export interface MachineCaller {
  key: MachineKey;
  tenantId: number;
}

/** The bot whose gateway key called. */
export interface GatewayBot {
  id: number;
  tenantId: number;
}
