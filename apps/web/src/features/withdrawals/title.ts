/**
 * The screens' names, their headings and page titles; apart from texts.ts so the route table
 * (app/routes.tsx) does not bring every screen's texts to /login.
 */
export const WITHDRAWALS_TITLE = 'Retiros';
export const PAYOUTS_TITLE = 'Pagos';
