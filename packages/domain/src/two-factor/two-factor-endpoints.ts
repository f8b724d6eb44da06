import { defineEndpointsWith } from '../http/feature-endpoints';
import { ACCESS } from '../roles';
import { signinAnswer } from '../users/user-view';
import {
  islandTotpBody,
  totpCodeBody,
  totpEnabledAnswer,
  totpMessageAnswer,
  totpSetupAnswer,
  totpSigninBody,
  totpStatusAnswer,
} from './two-factor-rules';

/** The staff second factor (docs/features/two-factor.md). */
const tag = 'auth';

export const twoFactorEndpoints = defineEndpointsWith({ tag, access: { roles: ACCESS.everyone } })({
  signin: {
    operationId: 'signInWithTotp',
    method: 'POST',
    path: '/api/auth/signin/totp',
    summary: 'Segundo paso del inicio de sesión: código TOTP o de recuperación',
    access: {
      public: true,
      why: 'Es el segundo paso del inicio de sesión: lo protegen el token pendiente y un límite de intentos',
    },
    body: totpSigninBody,
    answers: { 200: signinAnswer },
    errors: [401, 403, 429],
  },
  status: {
    operationId: 'readOwnTotp',
    method: 'GET',
    path: '/api/auth/totp',
    summary: 'Estado de la verificación en dos pasos de quien llama',
    answers: { 200: totpStatusAnswer },
  },
  setup: {
    operationId: 'startTotpEnrolment',
    method: 'POST',
    path: '/api/auth/totp/setup',
    summary: 'Nueva clave TOTP por confirmar (QR y clave)',
    answers: { 200: totpSetupAnswer },
    errors: [409],
  },
  confirm: {
    operationId: 'confirmTotpEnrolment',
    method: 'POST',
    path: '/api/auth/totp/confirm',
    summary: 'Confirmar la clave con un código: activa el factor y da los códigos de recuperación',
    body: totpCodeBody,
    answers: { 200: totpEnabledAnswer },
    errors: [409, 422, 429],
  },
  disable: {
    operationId: 'disableTotp',
    method: 'POST',
    path: '/api/auth/totp/disable',
    summary: 'Desactivar la verificación en dos pasos con un código actual',
    body: totpCodeBody,
    answers: { 200: totpMessageAnswer },
    errors: [409, 422, 429],
  },
  reset: {
    operationId: 'resetUserTotp',
    method: 'POST',
    path: '/api/user/{id}/totp/reset',
    summary: 'Reiniciar la verificación en dos pasos de un usuario (cierra sus sesiones)',
    tag: 'users',
    access: { roles: ACCESS.admin },
    answers: { 200: totpMessageAnswer },
  },
  island: {
    operationId: 'setIslandTotp',
    method: 'POST',
    path: '/api/tenants/{id}/totp',
    summary: 'Exigir o no la verificación en dos pasos a los roles 1 y 2 de la isla',
    tag: 'islands',
    access: { roles: ACCESS.admin },
    body: islandTotpBody,
    answers: { 200: totpMessageAnswer },
  },
});
