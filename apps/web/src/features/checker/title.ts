/**
 * The screen's name, its heading and page title; apart from texts.ts so the route table
 * (app/routes.tsx) does not bring every screen's texts to /login.
 */
export const RECEIPTS_TITLE = 'Comprobantes';
