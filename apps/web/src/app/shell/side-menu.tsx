import { useState } from 'react';
import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconBuildingBank,
  IconCashBanknoteMove,
  IconCashRegister,
  IconCash,
  IconChartBar,
  IconHistory,
  IconClockPause,
  IconHome,
  IconLogout,
  IconMap,
  IconPhoneOff,
  IconReceipt,
  IconRobot,
  IconSettings,
  IconSpeakerphone,
  IconUsers,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { menuFor, SCREENS, type MenuLink, type Rol } from '@panel/domain/roles';
import classes from './shell.module.css';
import { SHELL_TEXTS } from './texts';

const ICONS: Record<string, Icon> = {
  [SCREENS.config.path]: IconHome,
  [SCREENS.cashiers.path]: IconCash,
  [SCREENS.bankaccounts.path]: IconWallet,
  [SCREENS.checker.path]: IconReceipt,
  [SCREENS.deferred.path]: IconClockPause,
  [SCREENS.ignoredNumbers.path]: IconPhoneOff,
  [SCREENS.audit.path]: IconHistory,
  [SCREENS.supervision.path]: IconChartBar,
  [SCREENS.banks.path]: IconBuildingBank,
  [SCREENS.audiences.path]: IconSpeakerphone,
  [SCREENS.islands.path]: IconMap,
  [SCREENS.bots.path]: IconRobot,
  [SCREENS.users.path]: IconUsers,
  [SCREENS.withdrawals.path]: IconCashBanknoteMove,
  [SCREENS.payouts.path]: IconCashRegister,
};

interface SideMenuProps {
  rol: Rol;
  /** Called after a link is followed (the shell closes the menu on narrow windows). */
  onNavigate?: () => void;
}

/** Side menu of docs/features/shell.md, built from the domain's role table in its order. */
export function SideMenu({ rol, onNavigate }: SideMenuProps) {
  const { links, section } = menuFor(rol);
  const { pathname } = useLocation();
  const [sectionOpened, setSectionOpened] = useState(
    () => section?.links.some((link) => link.to === pathname) ?? false,
  );

  const item = (link: MenuLink) => {
    const LinkIcon = ICONS[link.to];
    return (
      <NavLink
        key={link.to}
        component={Link}
        to={link.to}
        label={link.label}
        leftSection={LinkIcon ? <LinkIcon size={18} stroke={1.7} aria-hidden /> : null}
        active={pathname === link.to}
        aria-current={pathname === link.to ? 'page' : undefined}
        className={classes.link}
        onClick={onNavigate}
      />
    );
  };

  return (
    <ScrollArea type="auto" h="100%">
      <Stack gap={2} p="sm">
        <Text className={classes.menuTitle}>{SHELL_TEXTS.menuTitle}</Text>
        {links.map(item)}
        {section ? (
          <NavLink
            component="button"
            type="button"
            label={section.label}
            leftSection={<IconSettings size={18} stroke={1.7} aria-hidden />}
            opened={sectionOpened}
            aria-expanded={sectionOpened}
            onChange={setSectionOpened}
            className={classes.link}
            childrenOffset="md"
          >
            {section.links.map(item)}
          </NavLink>
        ) : null}
        <NavLink
          component={Link}
          to="/logout"
          label={SHELL_TEXTS.logout}
          leftSection={<IconLogout size={18} stroke={1.7} aria-hidden />}
          className={classes.link}
        />
      </Stack>
    </ScrollArea>
  );
}
