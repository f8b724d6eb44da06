import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { MachineKey } from '@panel/domain/http/endpoint';
import { isRol, type Rol } from '@panel/domain/roles';
import type { Caller } from '@panel/domain/auth/caller';
import { TWO_FACTOR_MESSAGES } from '@panel/domain/two-factor/texts';
import { islands, panelUsers } from '../db/schema';
import { sessionUserColumns } from '../db/session-user';
import { factorRequired } from '@panel/domain/two-factor/two-factor-rules';
import { hasSecondFactor, readToken } from '../security/token';
import { forbidden, unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Roles that may call the route; every API route declares this or `public`. */
    roles?: readonly Rol[];
    public?: boolean;
    /** Set by `serve` for routes a machine key calls (http/serve-endpoint.ts), checked by http/machine-keys.ts. */
    machineKey?: MachineKey;
    /**
     * A session without the second factor its user needs may still call this route: the enrolment
     * and signing out (docs/features/two-factor.md).
     */
    beforeSecondFactor?: boolean;
  }
  interface FastifyRequest {
    caller: Caller;
    /** The session was opened with a TOTP or recovery code (its token's `amr` has `otp`). */
    secondFactor: boolean;
  }
}

/** onRoute hook for the API scope: refuses to register a route that does not say who may call it. */
export function requireDeclaredAccess(route: RouteOptions): void {
  const config = route.config as
    | { roles?: readonly Rol[]; public?: boolean; machineKey?: MachineKey; beforeSecondFactor?: boolean }
    | undefined;
  const machineKey = config?.machineKey;
  if (machineKey) {
    addOnRequest(route, (request, reply) => request.server.checkMachineKey(request, reply, machineKey));
  }
  // The OpenAPI document shows who may call from the same config (http/openapi/route-document.ts).
  if (config?.public) return;
  const roles = config?.roles;
  if (!roles) throw new Error(`${route.method} ${route.url}: la ruta no declara qué roles pueden llamarla`);
  const beforeSecondFactor = config?.beforeSecondFactor === true;
  addOnRequest(route, (request, reply) => authenticate(request, reply, roles, beforeSecondFactor));
}

/** Runs after the route's own onRequest hooks. */
function addOnRequest(
  route: RouteOptions,
  hook: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): void {
  const existing = route.onRequest ? [route.onRequest].flat() : [];
  route.onRequest = [...existing, hook];
}

/**
 * Reads the session token and loads the user on every call, so a blocked user or a changed role
 * takes effect at once, without waiting for the token to expire; a token issued before the user's
 * last sign-out or change of password, role, island or status no longer counts (README 'Sessions').
 */
async function authenticate(
  request: FastifyRequest,
  _reply: FastifyReply,
  roles: readonly Rol[],
  beforeSecondFactor: boolean,
): Promise<void> {
  const token = request.headers['x-access-token'];
  if (typeof token !== 'string' || !token) throw unauthorized('Debe iniciar sesión');
  const session = await sessionFromToken(request.server, token);
  if (!session) throw unauthorized();
  const { caller, secondFactor, secondFactorMissing } = session;
  if (secondFactorMissing && !beforeSecondFactor) throw forbidden(TWO_FACTOR_MESSAGES.enrolFirst);
  if (!roles.includes(caller.rol)) throw forbidden();
  request.caller = caller;
  request.secondFactor = secondFactor;
}

/** The active user a current session token belongs to, or null (also the realtime socket's auth). */
export async function callerFromToken(server: FastifyInstance, token: string): Promise<Caller | null> {
  const session = await sessionFromToken(server, token);
  // A session that may only set up its second factor gets no live updates either.
  return session && !session.secondFactorMissing ? session.caller : null;
}

/**
 * The session a token opens, and whether it lacks the second factor its user needs: the user has one,
 * or their island requires one for their role (docs/features/two-factor.md).
 */
async function sessionFromToken(server: FastifyInstance, token: string) {
  const claims = readToken(token, server.appConfig.jwtSecret);
  if (!claims) return null;
  const [user] = await server.db
    .select({
      ...sessionUserColumns,
      enrolled: sql<boolean>`${panelUsers.totpSecretEnc} is not null`,
      islandRequires: islands.totpRequired,
    })
    .from(panelUsers)
    .innerJoin(islands, eq(islands.id, panelUsers.tenantId))
    .where(eq(panelUsers.id, claims.sub));
  if (!user || !user.active || user.sessionVersion !== claims.ver || !isRol(user.rol)) return null;
  const { id, username, rol, tenantId, sessionVersion } = user;
  const secondFactor = hasSecondFactor(claims);
  const needed = user.enrolled || factorRequired(rol, user.islandRequires);
  return {
    caller: { id, username, rol, tenantId, sessionVersion } satisfies Caller,
    secondFactor,
    secondFactorMissing: needed && !secondFactor,
  };
}
