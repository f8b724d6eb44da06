import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IRESPONSE_MESSAGES as M, type IresponseView } from '@panel/domain/iresponses/iresponse-rules';
import { PLAYER_MESSAGE_KINDS } from '@panel/domain/player-messages/player-message-rules';
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

describe('Editar mensajes: the messages to players', () => {
  const paid = PLAYER_MESSAGE_KINDS.aviso_retiro_pagado.response;
  const MESSAGES: IresponseView[] = [
    { id: 4, intent: 'saludo', response: 'Hola {nombre}', alter_response: '' },
    { id: 9, intent: 'aviso_retiro_pagado', response: paid, alter_response: '' },
  ];
  const open = async (replies: Record<string, Reply> = {}) => {
    const screenApi = renderScreen('/config/islands/1/iresponses', {
      rol: 2,
      replies: { 'GET /api/iresponses/1': { body: MESSAGES }, ...replies },
    });
    await screenApi.events.click(await screen.findByRole('button', { name: 'aviso_retiro_pagado' }));
    const response = await screen.findByLabelText('Respuesta');
    await waitFor(() => expect(response).toHaveValue(paid));
    return { ...screenApi, response };
  };
  const preview = () => screen.getByRole('region', { name: 'Vista previa con valores de ejemplo' });

  it('shows the values it may use and previews the text with sample values as it is typed', async () => {
    const { events, response } = await open();
    expect(screen.getByText('Aviso al jugador: retiro pagado')).toBeInTheDocument();
    expect(screen.getByText('{operacion}')).toBeInTheDocument();
    expect(preview()).toHaveTextContent(
      '¡Te pagamos el retiro de $ 15.000,00! Número de operación del banco: 000123456789.',
    );
    await events.clear(response);
    await events.type(response, 'Hola {{usuario}, cobraste {{monto}');
    expect(preview()).toHaveTextContent('Hola ana123, cobraste $ 15.000,00');
  });

  it('refuses a value the message does not have, as typed and on Actualizar, and sends nothing', async () => {
    const { events, response, api } = await open();
    await events.clear(response);
    await events.type(response, 'Tu saldo es {{saldo}');
    const refusal =
      'El marcador {saldo} no existe en este aviso. Puede usar: {usuario}, {monto}, {operacion}';
    expect(await screen.findAllByText(refusal)).not.toHaveLength(0);
    expect(response).toHaveAttribute('aria-invalid', 'true');
    await events.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(screen.getAllByText(refusal).length).toBeGreaterThan(1));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    // Fixed key by key, the message goes.
    await events.type(
      response,
      '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}',
    );
    await events.type(response, '{{monto}');
    expect(response).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's refusal of a text", async () => {
    const refusal = 'El marcador {x} no existe en este aviso. Puede usar: {usuario}, {monto}, {operacion}';
    const { events, response, api } = await open({
      'POST /api/iresponses/1/9': { status: 422, body: { message: refusal } },
    });
    await events.type(response, ' Gracias');
    await events.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      response: `${paid} Gracias`,
    });
  });

  it("leaves the chat's own intents free and shows them no preview", async () => {
    const { events } = renderScreen('/config/islands/1/iresponses', {
      rol: 2,
      replies: { 'GET /api/iresponses/1': { body: MESSAGES } },
    });
    const response = await screen.findByLabelText('Respuesta');
    await events.type(response, ' {{otro}');
    expect(response).not.toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.queryByRole('region', { name: 'Vista previa con valores de ejemplo' }),
    ).not.toBeInTheDocument();
  });
});
