import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IRESPONSE_MESSAGES as M, type IresponseView } from '@panel/domain/iresponses/iresponse-rules';
import { type RecordedCall, renderScreen, type Reply } from '@/test/render';

const REPLIES: IresponseView[] = [
  { id: 4, intent: 'saludo', response: 'Hola', alter_response: 'Hola de nuevo' },
  { id: 5, intent: 'carga', response: 'Transferí al CBU', alter_response: '' },
];

const setup = (replies: Record<string, Reply> = {}) =>
  renderScreen('/config/islands/1/iresponses', {
    rol: 2,
    replies: { 'GET /api/iresponses/1': { body: REPLIES }, ...replies },
  });

describe('Editar mensajes', () => {
  it("lists the intents, shows the first one's two texts, and the island's name", async () => {
    setup();
    const intents = await screen.findByRole('navigation', { name: 'Intenciones' });
    const buttons = await within(intents).findAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['saludo', 'carga']);
    expect(buttons[0]).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByLabelText('Respuesta')).toHaveValue('Hola');
    expect(screen.getByLabelText('Respuesta alternativa')).toHaveValue('Hola de nuevo');
    expect(await screen.findByText('Respuestas del chatbot de Isla Demo')).toBeInTheDocument();
  });

  it("sends the response object with 'Actualizar'", async () => {
    const { events, api } = setup({
      'POST /api/iresponses/1/5': (call: RecordedCall) => ({
        body: { message: M.saved, item: call.body },
      }),
    });
    await events.click(await screen.findByRole('button', { name: 'carga' }));
    const response = await screen.findByLabelText('Respuesta');
    await waitFor(() => expect(response).toHaveValue('Transferí al CBU'));
    await events.clear(response);
    await events.type(response, 'Nuevo texto');
    await events.type(screen.getByLabelText('Respuesta alternativa'), 'Otro');
    await events.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: 5,
      intent: 'carga',
      response: 'Nuevo texto',
      alter_response: 'Otro',
    });
  });

  it('needs a response and sends nothing without one', async () => {
    const { events, api } = setup();
    await events.clear(await screen.findByLabelText('Respuesta'));
    await events.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText(M.responseRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("says so when the island's replies cannot be read (another island for rol 2)", async () => {
    setup({ 'GET /api/iresponses/1': { status: 404, body: { message: 'No se encontró la isla' } } });
    expect(await screen.findByText('No se encontró la isla')).toBeInTheDocument();
    expect(screen.getByText('No se pudieron cargar los mensajes de esta isla.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actualizar' })).not.toBeInTheDocument();
  });
});
