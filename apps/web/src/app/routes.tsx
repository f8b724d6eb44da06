import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { SCREENS, type ScreenKey } from '@panel/domain/roles';
import { LoginPage } from '@/features/auth/components/login-page';
import { RegisterPage } from '@/features/auth/components/register-page';
import { AudiencesPage } from '@/features/audiences/components/audiences-page';
import { BankAccountsPage } from '@/features/bank-accounts/components/bank-accounts-page';
import { BanksPage } from '@/features/banks/components/banks-page';
import { BotsPage } from '@/features/bots/components/bots-page';
import { CashiersPage } from '@/features/cashiers/components/cashiers-page';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { IgnorePage } from '@/features/ignore/components/ignore-page';
import { IresponsesPage } from '@/features/iresponses/components/iresponses-page';
import { IslandsPage } from '@/features/islands/components/islands-page';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { ReceiptsPage } from '@/features/receipts/components/receipts-page';
import { UsersPage } from '@/features/users/components/users-page';
import { RedirectIfSignedIn, RequireScreen } from './guards';
import { RootLayout } from './root-layout';
import { ForbiddenRoute } from './routes/forbidden';
import { LogoutRoute } from './routes/logout';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorPage } from './routes/route-error';
import { ShellLayout } from './shell/shell-layout';

/** The screen each protected path of the role table renders. */
const SCREEN_PAGES: Record<ScreenKey, ReactNode> = {
  checker: <ReceiptsPage />,
  config: <DashboardPage />,
  error: <ForbiddenRoute />,
  bankaccounts: <BankAccountsPage />,
  cashiers: <CashiersPage />,
  iresponses: <IresponsesPage />,
  players: <IgnorePage />,
  notifications: <NotificationsPage />,
  banks: <BanksPage />,
  bots: <BotsPage />,
  users: <UsersPage />,
  audiences: <AudiencesPage />,
  islands: <IslandsPage />,
};

/** Full-screen protected screens, drawn without the side menu and header (SPEC §2.2). */
const WITHOUT_SHELL: readonly ScreenKey[] = ['checker'];

const screenRoute = (screen: ScreenKey): RouteObject => ({
  path: SCREENS[screen].path,
  // The spec's paths are case-sensitive: /config/Islands is not /config/islands.
  caseSensitive: true,
  element: <RequireScreen screen={screen}>{SCREEN_PAGES[screen]}</RequireScreen>,
});

const screenKeys = Object.keys(SCREENS) as ScreenKey[];

/** Route table of SPEC §2.1; the protected part comes from the domain's role table. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/login',
        caseSensitive: true,
        element: (
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        ),
      },
      { path: '/register', caseSensitive: true, element: <RegisterPage /> },
      { path: '/Register', caseSensitive: true, element: <RegisterPage /> },
      { path: '/logout', caseSensitive: true, element: <LogoutRoute /> },
      ...screenKeys.filter((key) => WITHOUT_SHELL.includes(key)).map(screenRoute),
      {
        element: <ShellLayout />,
        children: screenKeys.filter((key) => !WITHOUT_SHELL.includes(key)).map(screenRoute),
      },
      // The spec names no home page: the bare address opens the review screen (or login).
      { path: '/', element: <Navigate to="/checker" replace /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
