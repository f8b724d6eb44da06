/**
 * The screen's names by role (docs/features/dashboard.md), its heading and page title; apart from texts.ts so the
 * route table (app/routes.tsx) does not bring every screen's texts to /login.
 */
export const DASHBOARD_TITLES = { stats: 'Estadisticas', panel: 'Panel de control' } as const;
