import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { EndpointContract, MachineKey } from '@panel/domain/http/endpoint';
import { DOWNLOAD_MESSAGES } from '@panel/domain/downloads/download-rules';
import { isRol, type Rol } from '@panel/domain/roles';
import type { Caller } from '@panel/domain/auth/caller';
import { TWO_FACTOR_MESSAGES } from '@panel/domain/two-factor/texts';
import { islands, panelUsers } from '../db/schema';
import { sessionUserColumns } from '../db/session-user';
import { factorRequired } from '@panel/domain/two-factor/two-factor-rules';
import { hasSecondFactor, readToken } from '../security/token';
import { hasDownloadToken, readDownload, type DownloadSigner } from '../security/download-token';
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
    /**
     * The route streams a file a signed link may open, though its contract answers JSON too (the
     * audience players with format=csv); a GET contract answering CSV needs no flag.
     */
    signedDownload?: boolean;
  }
  interface FastifyInstance {
    /** The exports a signed link may open, by contract path (docs/features/lists.md 'Exports'). */
    downloadRoutes: Map<string, DownloadRoute>;
  }
  interface FastifyRequest {
    caller: Caller;
    /** The session was opened with a TOTP or recovery code (its token's `amr` has `otp`). */
    secondFactor: boolean;
  }
}

/** An export a signed link may open: who may download it and its contract (to check a query). */
export interface DownloadRoute {
  roles: readonly Rol[];
  endpoint: EndpointContract;
}

interface AccessConfig {
  roles?: readonly Rol[];
  public?: boolean;
  machineKey?: MachineKey;
  beforeSecondFactor?: boolean;
  signedDownload?: boolean;
  endpoint?: EndpointContract;
}

/**
 * The contract of a route a signed link may open: a GET answering CSV, or one flagged
 * `signedDownload`, on a path without parameters (a link is looked up by its path).
 */
export function downloadContractOf(config: AccessConfig | undefined): EndpointContract | undefined {
  const endpoint = config?.endpoint;
  if (!endpoint || endpoint.method !== 'GET' || endpoint.path.includes('{')) return undefined;
  const csv = Object.values(endpoint.answers).includes('csv');
  return csv || config.signedDownload ? endpoint : undefined;
}

/**
 * onRoute hook for the API scope: refuses to register a route that does not say who may call it, and
 * records the exports a signed link may open in `downloadRoutes` (decorated by the app).
 */
export function requireDeclaredAccess(this: FastifyInstance, route: RouteOptions): void {
  const config = route.config as AccessConfig | undefined;
  const machineKey = config?.machineKey;
  if (machineKey) {
    addOnRequest(route, (request, reply) => request.server.checkMachineKey(request, reply, machineKey));
  }
  // The OpenAPI document shows who may call from the same config (http/openapi/route-document.ts).
  if (config?.public) return;
  const roles = config?.roles;
  if (!roles) throw new Error(`${route.method} ${route.url}: la ruta no declara qué roles pueden llamarla`);
  const beforeSecondFactor = config?.beforeSecondFactor === true;
  const download = downloadContractOf(config);
  if (download) this.downloadRoutes?.set(download.path, { roles, endpoint: download });
  addOnRequest(route, (request, reply) =>
    authenticate(request, reply, roles, { beforeSecondFactor, download: download !== undefined }),
  );
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
  route: { beforeSecondFactor: boolean; download: boolean },
): Promise<void> {
  const { beforeSecondFactor } = route;
  const session = await sessionOfRequest(request, route.download);
  if (!session) throw unauthorized();
  const { caller, secondFactor, secondFactorMissing } = session;
  if (secondFactorMissing && !beforeSecondFactor) throw forbidden(TWO_FACTOR_MESSAGES.enrolFirst);
  if (!roles.includes(caller.rol)) throw forbidden();
  request.caller = caller;
  request.secondFactor = secondFactor;
}

/**
 * The session the header's token opens; on an export without the header, the session a signed link
 * was made for (docs/features/lists.md 'Exports'). Null for a token that is no longer good.
 */
async function sessionOfRequest(request: FastifyRequest, download: boolean) {
  const token = request.headers['x-access-token'];
  if (typeof token === 'string' && token) return sessionFromToken(request.server, token);
  if (!download || !hasDownloadToken(request.url)) throw unauthorized('Debe iniciar sesión');
  const signer = readDownload(request.url, request.server.appConfig.jwtSecret);
  const session = signer && (await sessionOf(request.server, signer));
  if (!session) throw unauthorized(DOWNLOAD_MESSAGES.invalidLink);
  return session;
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
  return sessionOf(server, { sub: claims.sub, ver: claims.ver, secondFactor: hasSecondFactor(claims) });
}

/** The session of a user and session version, if both are still current. */
async function sessionOf(server: FastifyInstance, claims: DownloadSigner) {
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
  const { secondFactor } = claims;
  const needed = user.enrolled || factorRequired(rol, user.islandRequires);
  return {
    caller: { id, username, rol, tenantId, sessionVersion } satisfies Caller,
    secondFactor,
    secondFactorMissing: needed && !secondFactor,
  };
}
