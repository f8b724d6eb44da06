import type { MachineKey } from '@panel/domain/http/endpoint';

/** The document's header: what a partner reads first (docs/api-contracts.md 'The OpenAPI document'). */
export const API_DESCRIPTION = [
  'API del Panel Comprobantes: islas, cajeros, jugadores, cuentas bancarias, comprobantes y sus bots.',
  '',
  'Autenticación: el panel firma con la sesión (`x-access-token`, el token que devuelve',
  '`POST /api/auth/signin`); los programas de una isla firman con su clave de máquina: el bot',
  '(`x-bot-key`), el notificador bancario (`x-intake-key`) y la plataforma de juego (`x-platform-key`).',
  '',
  'Toda falla responde `{ "message": "..." }` con un texto en español para el usuario. Los importes',
  'viajan en pesos con dos decimales a lo sumo.',
].join('\n');

/** The header each machine key travels in (see the feature's authentication: bot-gateway, notifications, platform). */
export const MACHINE_KEY_SCHEMES: Record<
  MachineKey,
  { scheme: string; header: string; description: string }
> = {
  bot: {
    scheme: 'botKey',
    header: 'x-bot-key',
    description: 'Clave de un bot de la isla (la muestra el panel al crear el bot o rotar su clave).',
  },
  intake: {
    scheme: 'intakeKey',
    header: 'x-intake-key',
    description: 'Clave del notificador bancario de la isla (Islas → clave de avisos).',
  },
  platform: {
    scheme: 'platformKey',
    header: 'x-platform-key',
    description: 'Clave de la plataforma de juego de la isla (Islas → clave de plataforma).',
  },
};

export const SESSION_SCHEME = 'session';
export const DOWNLOAD_SCHEME = 'downloadLink';

export const SECURITY_SCHEMES = {
  [SESSION_SCHEME]: {
    type: 'apiKey',
    in: 'header',
    name: 'x-access-token',
    description: 'Token de sesión de un usuario del panel (POST /api/auth/signin).',
  },
  [DOWNLOAD_SCHEME]: {
    type: 'apiKey',
    in: 'query',
    name: 'download',
    description:
      'En una exportación CSV, en lugar de la sesión: el enlace firmado de 60 segundos que da POST /api/downloads, que lo lleva como último parámetro.',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'El token METRICS_TOKEN del servidor, para Prometheus (sin él configurado, /api/metrics no existe).',
  },
  ...Object.fromEntries(
    Object.values(MACHINE_KEY_SCHEMES).map(({ scheme, header, description }) => [
      scheme,
      { type: 'apiKey', in: 'header', name: header, description },
    ]),
  ),
};

/**
 * One description per feature tag. Both the wire-era names and the glossary's names are listed
 * while the features move onto contracts; a tag without a description fails `npm run lint:api`.
 */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  operations: 'Salud, disponibilidad y métricas del servicio.',
  auth: 'Inicio y cierre de sesión, alta de la cuenta inicial.',
  users: 'Usuarios del panel (cajeros, supervisores, administradores) y sus roles.',
  withdrawals:
    'Solicitudes de retiro: el monto queda retenido al pedirlo, se aprueba y lo paga el rol 4 (Pagador).',
  islands: 'Islas: cada operación independiente con sus flujos y claves de máquina.',
  iresponses: 'Respuestas automáticas del bot de cada isla.',
  receipts: 'Comprobantes de transferencia: pendientes, revisión, aprobación y rechazo.',
  queue: 'Cola del equipo: cada operador toma un comprobante distinto; doble control de montos.',
  'receipt-reading': 'Lo que el servidor leyó de cada comprobante (OCR o texto del PDF) y su comparación.',
  'bot-gateway': 'Lo que llama el bot de una isla con su clave: comprobantes, jugadores, estado.',
  notifications: 'Avisos de transferencias del notificador bancario.',
  evidence: 'Evidencia junto al comprobante: pospuestos, aprobación automática y su configuración.',
  audiences: 'Audiencias: grupos de jugadores filtrados por actividad y cargas.',
  dashboard: 'Tableros e informes (CSV) de cargas, transacciones y operadores.',
  players: 'Jugadores de la isla: alta, cargas, pagos, historial y contraseña.',
  'ignored-numbers': 'Números de teléfono que el bot ignora.',
  ledger: 'Webhook de la plataforma de juego: movimientos y bloqueo de jugadores.',
  banks: 'Bancos que la isla reconoce en los comprobantes.',
  'bank-accounts': 'Cuentas bancarias de la isla que reciben las transferencias.',
  bots: 'Bots de WhatsApp de la isla: alta, claves, código QR y reinicio.',
  audit: 'Registro de cambios: quién hizo qué y cuándo, con el antes y el después.',
  supervision: 'Cifras de los operadores por turno, en vivo.',
  downloads:
    'Enlaces firmados de corta vida para bajar las exportaciones CSV con el gestor de descargas del navegador.',
};
