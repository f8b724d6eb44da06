import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '@/app/providers';
import { catchDownloads, signedLink } from '@/test/downloads';
import { ExportButton } from './list-toolbar';

describe("'Exportar CSV' (docs/features/lists.md 'Exports')", () => {
  it('asks for a signed link and hands it to the browser under the file name, with no blob', async () => {
    const started = catchDownloads();
    let sign: (url: string) => void = () => undefined;
    const onExport = vi.fn(() => new Promise<string>((resolve) => (sign = resolve)));
    render(
      <AppProviders env="test" queryClient={createQueryClient()}>
        <ExportButton onExport={onExport} filename="bancos.csv" />
      </AppProviders>,
    );
    const button = screen.getByRole('button', { name: 'Exportar CSV' });
    await userEvent.setup().click(button);
    // Only the button waits for the link; the page stays usable (no loading overlay).
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('data-loading', 'true');
    expect(screen.queryByRole('status', { name: 'Cargando' })).not.toBeInTheDocument();

    sign(signedLink('/api/banks/export.csv?sort=bankname&dir=asc'));
    // The link itself, not a blob: URL of a copy fetched into the page.
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]).toEqual({
      href: '/api/banks/export.csv?sort=bankname&dir=asc&download=firma-de-prueba',
      filename: 'bancos.csv',
    });
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
