import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { AppConfig } from '../config';

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'self'", 'blob:'],
};

/** Helmet's defaults: HSTS and `upgrade-insecure-requests` included. */
const OVER_HTTPS: FastifyHelmetOptions = { contentSecurityPolicy: { directives: CSP_DIRECTIVES } };

/**
 * Over plain HTTP (an office LAN address) `upgrade-insecure-requests` makes the browser fetch every
 * script over https, which nobody answers: a blank page. HSTS means nothing over HTTP either.
 */
const OVER_HTTP: FastifyHelmetOptions = {
  contentSecurityPolicy: { directives: { ...CSP_DIRECTIVES, upgradeInsecureRequests: null } },
  hsts: false,
};

/**
 * HTTPS when the socket is TLS, when a trusted proxy says so in X-Forwarded-Proto (TRUST_PROXY, read
 * by Fastify's request.protocol), or always when PUBLIC_URL is https://.
 */
function servedOverHttps(request: FastifyRequest, config: AppConfig): boolean {
  return config.publicUrl?.protocol === 'https:' || request.protocol === 'https';
}

/**
 * The built web app's hashed files (vite's `assets/` folder): scripts, styles, fonts and images
 * that never change and that the browser keeps for a year. A policy on them protects nothing (a
 * policy applies to documents) and it was a fifth of a cold /checker's bytes. Every path under
 * /assets/ that is not such a file answers a 404 (http/web-app.ts), never the HTML page.
 */
export const isHashedAsset = (url: string) => url.startsWith('/assets/');

/**
 * Security headers on every HTML and API answer, the HTTPS-only ones only when the panel is reached
 * over HTTPS; none on the hashed static files. Every answer, those included, asks search engines
 * not to index it: the panel is a private back-office (robots.txt says the same, http/web-app.ts).
 */
export async function securityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, { global: false });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-robots-tag', 'noindex');
    if (isHashedAsset(request.url)) return;
    reply.helmet(servedOverHttps(request, config) ? OVER_HTTPS : OVER_HTTP);
  });
}

/**
 * The API docs page brings its own policy (hashes of its inline scripts) with
 * `upgrade-insecure-requests` in it. Its addresses are all relative, so over HTTPS they stay HTTPS
 * without the directive; over HTTP it would leave the page blank.
 */
export const docsPagePolicy = (header: string) => header.replace(/\s*upgrade-insecure-requests;?/, '');
