import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { signedLink, signsDownloads } from '@/test/downloads';
import { downloadFrom } from '@/components/list-screen/test/list-screen-steps';

describe('Auditoría (docs/features/audit.md)', () => {
  it('shows the URL filters in the form and exports with them, then says so', async () => {
    const { events } = renderScreen('/config/audit?action=receipt.approve&entity=client', {
      rol: 1,
      replies: signsDownloads(),
    });
    const filters = await screen.findByRole('form', { name: 'Filtros' });
    expect(within(filters).getByRole('combobox', { name: 'Acción' })).toHaveValue('Comprobante aprobado');
    expect(within(filters).getByRole('combobox', { name: 'Tipo de registro' })).toHaveValue('Jugador');
    expect(await downloadFrom(events, screen.getByRole('button', { name: 'Exportar CSV' }))).toEqual({
      href: signedLink('/api/audit/export.csv?action=receipt.approve&entity=client'),
      filename: 'auditoria.csv',
    });
    expect(await screen.findByText('Registro de cambios descargado')).toBeInTheDocument();
  });
});
