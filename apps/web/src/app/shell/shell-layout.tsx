import { AppShell, Overlay } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigate, Outlet } from 'react-router';
import { SIDE_MENU_AUTO_CLOSE_PX } from '@panel/domain/constants';
import { ProfileModal } from '@/features/users/components/profile-modal';
import { TwoFactorSection } from '@/features/auth/components/two-factor-section';
import { CapacityWarning } from '@/features/operations/components/capacity-warning';
import { useSession, type Session } from '@/lib/session';
import classes from './shell.module.css';
import { ShellHeader } from './shell-header';
import { SideMenu } from './side-menu';
import { SHELL_TEXTS } from './texts';
import { useSideMenu } from './use-side-menu';

const MENU_ID = 'side-menu';
/** Mantine's default: below modals (200), notices and the loading overlay. */
const SHELL_Z_INDEX = 100;

/**
 * Mantine treats the navbar breakpoint as "from this width up is desktop". A width of 991 px must be
 * desktop and 990 px narrow, so the breakpoint sits just under the domain's auto-close width.
 */
const NAVBAR_BREAKPOINT = SIDE_MENU_AUTO_CLOSE_PX - 0.1;

/** Side menu, header, backdrop and profile modal around the shell's screens (docs/features/shell.md). */
export function ShellLayout() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return <SignedInShell session={session} />;
}

function SignedInShell({ session }: { session: Session }) {
  const menu = useSideMenu();
  const [profileOpened, profile] = useDisclosure(false);

  return (
    <AppShell
      zIndex={SHELL_Z_INDEX}
      header={{ height: { base: 92, sm: 60 } }}
      navbar={{
        width: 260,
        breakpoint: NAVBAR_BREAKPOINT,
        collapsed: { mobile: !menu.opened, desktop: !menu.opened },
      }}
      padding="md"
    >
      <AppShell.Header>
        <ShellHeader
          username={session.username}
          menuOpened={menu.opened}
          menuId={MENU_ID}
          onToggleMenu={menu.toggle}
          onEditProfile={profile.open}
        />
      </AppShell.Header>
      <AppShell.Navbar
        id={MENU_ID}
        aria-label={SHELL_TEXTS.menuLabel}
        className={classes.navbar}
        mod={{ closed: !menu.opened }}
        inert={!menu.opened}
      >
        <SideMenu rol={session.rol} onNavigate={menu.narrow ? menu.close : undefined} />
      </AppShell.Navbar>
      {menu.narrow && menu.opened ? (
        <Overlay
          fixed
          zIndex={SHELL_Z_INDEX - 10}
          backgroundOpacity={0.45}
          onClick={menu.close}
          data-testid="menu-backdrop"
        />
      ) : null}
      <AppShell.Main className={classes.main}>
        <CapacityWarning rol={session.rol} />
        <Outlet />
      </AppShell.Main>
      <ProfileModal opened={profileOpened} onClose={profile.close} extra={<TwoFactorSection />} />
    </AppShell>
  );
}
