import type { FastifyPluginAsync } from 'fastify';
import { userEndpoints as users } from '@panel/domain/users/user-endpoints';
import { USER_MESSAGES } from '@panel/domain/users/user-rules';
import { issueToken } from '../security/token';
import { USER_COLUMNS } from '@panel/domain/users/user-list';
import { serve } from '../http/serve-endpoint';
import { sendListCsv } from '../lists/list-csv';
import { createPanelUser, deleteUser, listUsers, readUser, toggleUser, updateUser } from './user-service';

/** Usuarios (docs/features/users.md); POST /api/user/{id} is also every role's own profile. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  serve(app, users.list, async () => listUsers(app.db));

  // The list on screen leaves out the signed-in user (docs/features/users.md); so does its CSV.
  serve(app, users.export, async (request, reply) => {
    const others = (await listUsers(app.db)).filter((user) => user.id !== request.caller.id);
    return sendListCsv(reply, 'usuarios.csv', others, USER_COLUMNS, request.query);
  });

  serve(app, users.create, async (request) => {
    const { tenant_id: tenantId, vpassword: _repeated, ...fields } = request.body;
    const user = await createPanelUser(app.db, { ...fields, tenantId: tenantId! }, request.caller);
    return { message: USER_MESSAGES.created, user };
  });

  serve(app, users.read, async (request) => readUser(app.db, request.caller, request.params.id));

  serve(app, users.update, async (request) => {
    const { caller } = request;
    const { user, sessionVersion } = await updateUser(app.db, caller, request.params.id, request.body);
    // A new password of one's own ends one's other sessions; this one goes on with a new token.
    const own = user.id === caller.id && sessionVersion !== undefined;
    const accessToken = own
      ? issueToken(
          { id: user.id, sessionVersion },
          app.appConfig.jwtSecret,
          Date.now(),
          // The new token keeps the second factor this session was opened with.
          request.secondFactor ? ['pwd', 'otp'] : ['pwd'],
        )
      : undefined;
    return { message: USER_MESSAGES.saved, user, ...(accessToken ? { accessToken } : {}) };
  });

  serve(app, users.delete, async (request) => {
    await deleteUser(app.db, request.caller, request.params.id);
    return { message: USER_MESSAGES.deleted };
  });

  serve(app, users.toggle, async (request) => {
    const user = await toggleUser(app.db, request.caller, request.params.id);
    return { message: user.active ? USER_MESSAGES.activated : USER_MESSAGES.blocked, user };
  });
};
