import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openChecker } from '../test/open-checker';
import { checkerServer, receiptFixture } from '../test/receipt-fixtures';

/** 'Aviso no entregado' on /checker (docs/features/player-messages.md). */
describe('/checker: a message the player never got', () => {
  it('says so among the warnings, with the tries and the bot’s last error', async () => {
    checkerServer([
      receiptFixture(1, {
        playerMessage: {
          state: 'failed',
          kind: 'aviso_pospuesto_titular',
          attempts: 5,
          lastError: 'El número no tiene WhatsApp',
        },
      }),
    ]);
    openChecker();
    const stack = await screen.findByRole('region', { name: 'Antes de decidir' });
    const notice = await within(stack).findByTestId('undelivered-notice');
    expect(notice).toHaveTextContent('Aviso no entregado');
    expect(notice).toHaveTextContent(
      'El jugador no recibió el aviso de este comprobante («comprobante pospuesto, pedir el titular de la cuenta») tras 5 intentos. Último error del BOT: El número no tiene WhatsApp',
    );
  });

  it('shows nothing while a message is on its way or was delivered', async () => {
    checkerServer([
      receiptFixture(2, {
        playerMessage: {
          state: 'pending',
          kind: 'aviso_pospuesto_sin_acreditar',
          attempts: 2,
          lastError: 'x',
        },
      }),
    ]);
    openChecker();
    expect(await screen.findByTestId('receipt-number')).toHaveTextContent('Comprobante n.º 2');
    expect(screen.queryByTestId('undelivered-notice')).not.toBeInTheDocument();
  });
});
