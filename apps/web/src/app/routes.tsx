import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ACCESS, SCREENS, type ScreenKey } from '@panel/domain/roles';
import { AUTH_TITLES } from '@/features/auth/title';
import { AUDIENCES_TITLE } from '@/features/audiences/title';
import { AUDIT_TITLE } from '@/features/audit/title';
import { BANK_ACCOUNTS_TITLE } from '@/features/bank-accounts/title';
import { BANKS_TITLE } from '@/features/banks/title';
import { BOTS_TITLE } from '@/features/bots/title';
import { MY_SHIFT_TITLE, PLAYER_DIRECTORY_TITLE, PLAYERS_TITLE } from '@/features/players/title';
import { DASHBOARD_TITLES } from '@/features/dashboard/title';
import { DEFERRED_TITLE } from '@/features/evidence/title';
import { IGNORED_NUMBERS_TITLE } from '@/features/ignored-numbers/title';
import { IRESPONSES_TITLE } from '@/features/iresponses/title';
import { ISLANDS_TITLE } from '@/features/islands/title';
import { NOTIFICATIONS_TITLE } from '@/features/notifications/title';
import { RECEIPTS_TITLE } from '@/features/checker/title';
import { SUPERVISION_TITLE } from '@/features/supervision/title';
import { PAYOUTS_TITLE, WITHDRAWALS_TITLE } from '@/features/withdrawals/title';
import { USERS_TITLE } from '@/features/users/title';
import { RedirectIfSignedIn, RequireScreen } from './guards';
import { RootLayout } from './root-layout';
import { ForbiddenRoute } from './routes/forbidden';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorPage } from './routes/route-error';
import { ScreenLoader } from './routes/screen-loader';
import { APP_TEXTS } from './texts';
import type { ScreenTitle } from './document-title';

/**
 * A screen's code is fetched the first time it is opened, so /login does not download the charts,
 * date pickers and QR code of other screens (docs/architecture.md, "What the browser downloads").
 */
function onDemand(load: () => Promise<ComponentType>): ComponentType {
  const Screen = lazy(async () => ({ default: await load() }));
  return function OnDemandScreen() {
    return (
      <Suspense fallback={<ScreenLoader />}>
        <Screen />
      </Suspense>
    );
  };
}

const named =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async (): Promise<ComponentType> =>
    (await load())[name];

/** Every Mantine component's styles: /login gets only its own (base-styles.ts). */
const allStyles = () => import('./mantine-styles');

/**
 * A signed-in screen: its code, the Mantine styles (all of them, unless the screen imports its own)
 * and the confirm dialogs' provider arrive together. Only these screens open confirm dialogs, so
 * /login does without the modal code.
 */
function signedIn<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { ownStyles = false } = {},
) {
  return onDemand(async () => {
    const [Page, { ModalsProvider }] = await Promise.all([
      named(load, name)(),
      import('@mantine/modals'),
      ownStyles ? undefined : allStyles(),
    ]);
    return function ScreenWithDialogs() {
      return (
        <ModalsProvider>
          <Page />
        </ModalsProvider>
      );
    };
  });
}

const LoginPage = onDemand(named(() => import('@/features/auth/components/login-page'), 'LoginPage'));
const RegisterPage = onDemand(
  named(() => import('@/features/auth/components/register-page'), 'RegisterPage'),
);
// Its sign-out request brings zod, which /login does without.
const LogoutRoute = onDemand(named(() => import('./routes/logout'), 'LogoutRoute'));
const ShellLayout = onDemand(async () => {
  const [Shell] = await Promise.all([
    named(() => import('./shell/shell-layout'), 'ShellLayout')(),
    allStyles(),
  ]);
  return Shell;
});

/** The screen each protected path of the role table renders, and the name its page title starts with. */
const SCREEN_PAGES: Record<ScreenKey, { page: ComponentType; title: ScreenTitle }> = {
  checker: {
    page: signedIn(() => import('./routes/checker-screen'), 'CheckerScreen', {
      ownStyles: true,
    }),
    title: RECEIPTS_TITLE,
  },
  deferred: {
    page: signedIn(() => import('@/features/evidence/components/deferred-page'), 'DeferredPage'),
    title: DEFERRED_TITLE,
  },
  config: {
    page: signedIn(() => import('@/features/dashboard/components/dashboard-page'), 'DashboardPage'),
    title: (rol) => (ACCESS.dashboard.includes(rol) ? DASHBOARD_TITLES.stats : DASHBOARD_TITLES.panel),
  },
  error: { page: ForbiddenRoute, title: APP_TEXTS.forbiddenTitle },
  bankaccounts: {
    page: signedIn(
      () => import('@/features/bank-accounts/components/bank-accounts-page'),
      'BankAccountsPage',
    ),
    title: BANK_ACCOUNTS_TITLE,
  },
  cashiers: {
    page: signedIn(() => import('@/features/players/components/players-page'), 'PlayersPage'),
    title: PLAYERS_TITLE,
  },
  myShift: {
    page: signedIn(() => import('@/features/players/components/my-shift-page'), 'MyShiftPage'),
    title: MY_SHIFT_TITLE,
  },
  playerDirectory: {
    page: signedIn(
      () => import('@/features/players/components/player-directory-page'),
      'PlayerDirectoryPage',
    ),
    title: PLAYER_DIRECTORY_TITLE,
  },
  iresponses: {
    page: signedIn(() => import('@/features/iresponses/components/iresponses-page'), 'IresponsesPage'),
    title: IRESPONSES_TITLE,
  },
  ignoredNumbers: {
    page: signedIn(
      () => import('@/features/ignored-numbers/components/ignored-numbers-page'),
      'IgnoredNumbersPage',
    ),
    title: IGNORED_NUMBERS_TITLE,
  },
  notifications: {
    page: signedIn(
      () => import('@/features/notifications/components/notifications-page'),
      'NotificationsPage',
    ),
    title: NOTIFICATIONS_TITLE,
  },
  banks: {
    page: signedIn(() => import('@/features/banks/components/banks-page'), 'BanksPage'),
    title: BANKS_TITLE,
  },
  bots: {
    page: signedIn(() => import('@/features/bots/components/bots-page'), 'BotsPage'),
    title: BOTS_TITLE,
  },
  users: {
    page: signedIn(() => import('@/features/users/components/users-page'), 'UsersPage'),
    title: USERS_TITLE,
  },
  audiences: {
    page: signedIn(() => import('@/features/audiences/components/audiences-page'), 'AudiencesPage'),
    title: AUDIENCES_TITLE,
  },
  islands: {
    page: signedIn(() => import('./routes/islands-screen'), 'IslandsScreen'),
    title: ISLANDS_TITLE,
  },
  audit: {
    page: signedIn(() => import('@/features/audit/components/audit-page'), 'AuditPage'),
    title: AUDIT_TITLE,
  },
  supervision: {
    page: signedIn(() => import('@/features/supervision/components/supervision-page'), 'SupervisionPage'),
    title: SUPERVISION_TITLE,
  },
  withdrawals: {
    page: signedIn(() => import('@/features/withdrawals/components/withdrawals-page'), 'WithdrawalsPage'),
    title: WITHDRAWALS_TITLE,
  },
  payouts: {
    page: signedIn(() => import('@/features/withdrawals/components/payouts-page'), 'PayoutsPage'),
    title: PAYOUTS_TITLE,
  },
};

/** Full-screen protected screens, drawn without the side menu and header (docs/features/shell.md). */
const WITHOUT_SHELL: readonly ScreenKey[] = ['checker'];

const screenRoute = (screen: ScreenKey): RouteObject => {
  const { page: Page, title } = SCREEN_PAGES[screen];
  return {
    path: SCREENS[screen].path,
    // The spec's paths are case-sensitive: /config/Islands is not /config/islands.
    caseSensitive: true,
    handle: { title },
    // The guard decides before the screen's code is fetched.
    element: (
      <RequireScreen screen={screen}>
        <Page />
      </RequireScreen>
    ),
  };
};

const screenKeys = Object.keys(SCREENS) as ScreenKey[];

/** Route table of docs/features/shell.md; the protected part comes from the domain's role table. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/login',
        caseSensitive: true,
        handle: { title: AUTH_TITLES.login },
        element: (
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        ),
      },
      ...['/register', '/Register'].map((path) => ({
        path,
        caseSensitive: true,
        handle: { title: AUTH_TITLES.register },
        element: <RegisterPage />,
      })),
      { path: '/logout', caseSensitive: true, element: <LogoutRoute /> },
      ...screenKeys.filter((key) => WITHOUT_SHELL.includes(key)).map(screenRoute),
      {
        element: <ShellLayout />,
        children: screenKeys.filter((key) => !WITHOUT_SHELL.includes(key)).map(screenRoute),
      },
      // The spec names no home page: the bare address opens the review screen (or login).
      { path: '/', element: <Navigate to="/checker" replace /> },
      { path: '*', handle: { title: APP_TEXTS.notFoundTitle }, element: <NotFoundRoute /> },
    ],
  },
];
