/**
 * The screen's names by role (SPEC §2.16), its heading and page title; apart from texts.ts so the
 * route table (app/routes.tsx) does not bring every screen's texts to /login.
 */
export const DASHBOARD_TITLES = { stats: 'Estadisticas', panel: 'Panel de control' } as const;
