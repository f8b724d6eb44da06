import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Rol } from '@panel/domain/roles';
import { renderWithProviders } from '@/test/render';
import { SideMenu } from './side-menu';

/** Rol 3's links, which rol 1 and rol 2 see first too. */
const CASHIER_LINKS: [string, string][] = [
  ['Inicio', '/config'],
  ['Cajeros', '/config/cashiers'],
  ['Cuentas', '/config/bankaccounts'],
  ['Comprobantes', '/checker'],
  ['Pospuestos', '/checker/deferred'],
  ['Retiros', '/retiros'],
];

/** Rol 1's and rol 2's links outside the 'Configuracion' section. */
const MANAGER_LINKS: [string, string][] = [
  ...CASHIER_LINKS,
  ['Ignorados', '/config/players'],
  ['Auditoría', '/config/audit'],
  ['Supervisión', '/config/supervision'],
];

/** docs/features/shell.md menu, written out by hand so a change to the role table is caught here. */
const EXPECTED: Record<Rol, { links: [string, string][]; section: [string, string][] | null }> = {
  1: {
    links: MANAGER_LINKS,
    section: [
      ['Bancos', '/config/banks'],
      ['Campañas', '/config/audiences'],
      ['Islas', '/config/Islands'],
      ['Bots', '/config/bots'],
      ['Usuarios', '/config/users'],
    ],
  },
  2: {
    links: MANAGER_LINKS,
    section: null,
  },
  3: {
    links: CASHIER_LINKS,
    section: null,
  },
  4: {
    links: [
      ['Comprobantes', '/checker'],
      ['Pospuestos', '/checker/deferred'],
      ['Pagos', '/pagos'],
    ],
    section: null,
  },
  5: {
    links: [
      ['Comprobantes', '/checker'],
      ['Pospuestos', '/checker/deferred'],
      ['Retiros', '/retiros'],
    ],
    section: null,
  },
};

const linksOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Side menu', () => {
  it.each([1, 2, 3, 4, 5] as const)('shows exactly the links of rol %i, in order', async (rol) => {
    const { container } = renderWithProviders(<SideMenu rol={rol} />, '/config');
    const expected = EXPECTED[rol];

    expect(screen.getByText('PANEL DE CONTROL')).toBeInTheDocument();
    const section = screen.queryByRole('button', { name: 'Configuracion' });
    if (expected.section) {
      expect(section).toBeInTheDocument();
      expect(section).toHaveAttribute('aria-expanded', 'false');
      await userEvent.setup().click(section as HTMLElement);
      expect(section).toHaveAttribute('aria-expanded', 'true');
      // The section's links appear once its opening animation starts.
      await screen.findByRole('link', { name: expected.section[0]?.[0] });
    } else {
      expect(section).not.toBeInTheDocument();
    }

    expect(linksOf(container)).toEqual([
      ...expected.links,
      ...(expected.section ?? []),
      ['Salir', '/logout'],
    ]);
  });

  it('hides the Configuracion links until the section is opened', () => {
    const { container } = renderWithProviders(<SideMenu rol={1} />, '/config');
    expect(linksOf(container).map(([label]) => label)).not.toContain('Bancos');
  });

  it('opens the Configuracion section when the current page is inside it', () => {
    renderWithProviders(<SideMenu rol={1} />, '/config/banks');
    expect(screen.getByRole('button', { name: 'Configuracion' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Bancos' })).toHaveAttribute('aria-current', 'page');
  });
});
