import { z } from 'zod';
import { defineEndpointsWith } from '../http/feature-endpoints';
import { ACCESS } from '../roles';
import { signupBody } from '../users/user-rules';
import { signinAnswer, userSavedAnswer } from '../users/user-view';
import { totpPendingAnswer } from '../two-factor/two-factor-rules';
import { signinBody } from './login';

/** Signing in and out (docs/features/auth.md). */
const tag = 'auth';

export const authEndpoints = defineEndpointsWith({ tag })({
  signin: {
    operationId: 'signIn',
    method: 'POST',
    path: '/api/auth/signin',
    summary: 'Iniciar sesión',
    access: {
      public: true,
      why: 'Es el inicio de sesión: lo protege un límite de intentos por minuto, por IP y usuario',
    },
    body: signinBody,
    // A user with a second factor gets a pending token for POST /api/auth/signin/totp instead.
    answers: { 200: z.union([signinAnswer, totpPendingAnswer]) },
    errors: [401, 403, 429],
  },
  /** 'Salir': ends the caller's sessions on the server, so the token answers 401 from now on. */
  logout: {
    operationId: 'signOut',
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Cerrar sesión (invalida el token)',
    access: { roles: ACCESS.everyone },
    answers: { 204: 'empty' },
  },
  /**
   * Public sign-up would let anyone into a panel that moves money, so an administrator signs users
   * up: the account joins the administrator's island with the default role 3, active.
   */
  signup: {
    operationId: 'signUp',
    method: 'POST',
    path: '/api/auth/signup',
    summary: 'Registrar un usuario (solo administradores)',
    access: { roles: ACCESS.admin },
    body: signupBody,
    answers: { 201: userSavedAnswer },
    errors: [422],
  },
});
