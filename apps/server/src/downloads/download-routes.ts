import type { FastifyPluginAsync } from 'fastify';
import { downloadEndpoints } from '@panel/domain/downloads/download-endpoints';
import { DOWNLOAD_MESSAGES } from '@panel/domain/downloads/download-rules';
import { badRequest, forbidden } from '../errors';
import { serve } from '../http/serve-endpoint';
import { signDownload } from '../security/download-token';

/** Only the path and query of the URL asked for count; a base this app never serves. */
const BASE = 'http://panel.invalid';

/**
 * Signed export links (docs/features/lists.md 'Exports'): the export must be one a signed link may
 * open (http/access-control.ts records them), the caller's role one that may download it, and its
 * query one the export takes, so the download itself does not fail where the page cannot say why.
 */
export const downloadRoutes: FastifyPluginAsync = async (app) => {
  serve(app, downloadEndpoints.sign, async ({ body, caller, secondFactor }) => {
    const target = new URL(body.path, BASE);
    const route = target.origin === BASE ? app.downloadRoutes.get(target.pathname) : undefined;
    if (!route) throw badRequest(DOWNLOAD_MESSAGES.notAnExport);
    if (!route.roles.includes(caller.rol)) throw forbidden();
    const checked = route.endpoint.query?.safeParse(Object.fromEntries(target.searchParams));
    if (checked && !checked.success) throw badRequest(checked.error.issues[0]!.message);
    // The URL as the browser will ask for it: the token covers exactly this path and query.
    const signer = { sub: caller.id, ver: caller.sessionVersion, secondFactor };
    const { url, expiresAt } = signDownload(target.pathname + target.search, signer, app.appConfig.jwtSecret);
    return { url, expiresAt: expiresAt.toISOString() };
  });
};
