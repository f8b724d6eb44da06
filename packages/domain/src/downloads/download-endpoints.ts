import { defineEndpointsWith } from '../http/feature-endpoints';
import { ACCESS } from '../roles';
import { downloadBody, downloadLinkAnswer } from './download-rules';

/**
 * A signed link to an export (docs/features/lists.md 'Exports'): any signed-in user asks, and the
 * server signs only what the user's role may download.
 */
export const downloadEndpoints = defineEndpointsWith({
  tag: 'downloads',
  access: { roles: ACCESS.everyone },
})({
  sign: {
    operationId: 'signDownload',
    method: 'POST',
    path: '/api/downloads',
    summary: 'Enlace firmado de 60 segundos para descargar una exportación CSV sin la cabecera de sesión',
    body: downloadBody,
    answers: { 200: downloadLinkAnswer },
  },
});
