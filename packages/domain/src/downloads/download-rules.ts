import { z } from 'zod';

/**
 * Export downloads through short-lived signed links (docs/features/lists.md 'Exports'): the web asks
 * for a link to an export's URL, and the browser's download manager fetches it without the session
 * header, streaming the file and showing its progress.
 */

/** How long a signed link works: enough to start the download the moment it is handed out. */
export const DOWNLOAD_LINK_TTL_SECONDS = 60;

/** The query parameter that carries the link's token; it goes last in the URL. */
export const DOWNLOAD_PARAM = 'download';

/** The longest export URL a link is signed for (its path and query). */
export const MAX_DOWNLOAD_PATH = 2000;

export const DOWNLOAD_MESSAGES = {
  pathRequired: 'Indique la exportación a descargar',
  pathTooLong: `La dirección de la exportación supera los ${MAX_DOWNLOAD_PATH} caracteres`,
  notAnExport: 'La dirección no es una exportación del panel',
  invalidLink: 'El enlace de descarga venció o no es válido. Vuelva a exportar.',
} as const;

/** POST /api/downloads: the export's URL as the web calls it, path and query. */
export const downloadBody = z.object({
  path: z
    .string()
    .min(1, DOWNLOAD_MESSAGES.pathRequired)
    .max(MAX_DOWNLOAD_PATH, DOWNLOAD_MESSAGES.pathTooLong)
    .startsWith('/api/', DOWNLOAD_MESSAGES.notAnExport)
    .meta({ example: '/api/banks/export.csv?sort=bankname&dir=asc' }),
});

/** The signed link: the same URL with the `download` token last, and when it stops working. */
export const downloadLinkAnswer = z.object({
  url: z.string().meta({ example: '/api/banks/export.csv?sort=name&dir=asc&download=7.3.0.1764300000.c2ln' }),
  expiresAt: z.iso.datetime().meta({ example: '2026-11-28T04:01:00.000Z' }),
});
export type DownloadLinkAnswer = z.infer<typeof downloadLinkAnswer>;
