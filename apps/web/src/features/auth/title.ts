/**
 * The screens' names, their headings and page title; apart from texts.ts so the route table
 * (app/routes.tsx) does not bring every screen's texts to /login.
 */
export const AUTH_TITLES = { login: 'Iniciar Sesión', register: 'Registrarse' } as const;
