import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pickedToWire } from '@panel/domain/date-range';
import { FIRST_LOAD, type RecordedCall, renderScreen } from '@/test/render';
import { catchDownloads, signedLink, signsDownloads } from '@/test/downloads';
import { businessToday, datePresets } from '../date-presets';

const served = (call: RecordedCall) => (call.body as { value: string[] }).value as [string, string];

/** A series over the day's three shifts, with their colours, as 'valor' and 'operador' answer it. */
const byShift = (time: number[]) => ({
  turnos: ['08-16', '16-00', '00-08'],
  time,
  color: ['#2f9e44', '#1971c2', '#6741d9'],
});

/** Valid answers of the six endpoints; each echoes the range it was asked for. */
const statsReplies = {
  'POST /api/dashboard/cargas': (call: RecordedCall) => ({
    body: {
      date: served(call),
      options: (call.body as { options: string }).options,
      unit: 'day',
      items: [
        { fecha: served(call)[0], cantidad: 3, cantidadbono: 1, valor: 4500.5, valorbono: 100, clientes: 2 },
      ],
      data: { cantidad: 3, cantidadbono: 1, valor: 4500.5, valorbono: 100 },
      clients: 2,
    },
  }),
  'POST /api/dashboard/trans': (call: RecordedCall) => ({
    body: {
      date: served(call),
      data: { total: 1234, aprobados: 1000, pendientes: 160, pospuestos: 40, rechazados: 34, bonus: 12 },
    },
  }),
  'POST /api/dashboard/valor': (call: RecordedCall) => ({
    body: {
      date: served(call),
      ...byShift([1000, 2000, 3000]),
      total: 6000,
      promedio: 1500.25,
      totalbono: 600,
      promediobono: 150,
    },
  }),
  'POST /api/dashboard/cliente': (call: RecordedCall) => ({
    body: {
      date: served(call),
      data: { total: 9, nuevos: 2, inactivos: 7, activos: 2 },
      inactive: [3, 7, 15, 30].map((days, i) => ({ days, count: 7 - i * 2 })),
      listados: ['total', 'new', 'inactive', 'active', 'noLoads3', 'noLoads7', 'noLoads15', 'noLoads30'].map(
        (list, i) => ({ list, count: 9 - i }),
      ),
    },
  }),
  'POST /api/dashboard/operador': (call: RecordedCall) => ({
    body: {
      date: served(call),
      ...byShift([12.5, 20, 45.5]),
      intervenciones: [10, 5, 2],
      data: 17,
    },
  }),
  'POST /api/dashboard/retiros': (call: RecordedCall) => ({
    body: {
      date: served(call),
      data: {
        cajeros: { cantidad: 4, valor: 2800 },
        pagados: { cantidad: 2, valor: 1350.5 },
        solicitados: { cantidad: 5, valor: 3000 },
        enCurso: { cantidad: 2, valor: 900 },
        rechazados: 1,
        cancelados: 0,
      },
    },
  }),
};

function setup(rol: 1 | 2 | 3 | 4 | 5 = 1, extra = {}) {
  const { api, events } = renderScreen('/config', { rol, replies: { ...statsReplies, ...extra } });
  return { api, user: events };
}

const statsCalls = (api: { calls: RecordedCall[] }, endpoint?: string) =>
  api.calls.filter((c) => c.path.startsWith(`/api/dashboard/${endpoint ?? ''}`));
const lastCall = (api: { calls: RecordedCall[] }, endpoint: string) => statsCalls(api, endpoint).at(-1)!;

const today = businessToday();
const preset = (label: string) => datePresets(today).find((p) => p.label === label)!.value;

// Five cards with charts re-render on every range change: slow in jsdom on a busy machine.
describe('dashboard page', { timeout: 30_000 }, () => {
  it.each([1, 2] as const)("rol %i sees 'Estadisticas' and the six cards on today's range", async (rol) => {
    const { api } = setup(rol);
    // The first render loads the five cards' charts cold: past 5 s on a loaded 2-core machine.
    expect(
      await screen.findByRole('heading', { name: 'Estadisticas', level: 1 }, FIRST_LOAD),
    ).toBeInTheDocument();
    for (const card of ['Cargas', 'Transacciones', 'Valores', 'Clientes', 'Operadores', 'Retiros'])
      expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
    expect(await screen.findByText('1.234')).toBeInTheDocument(); // es-AR thousands
    expect(screen.getByText('$ 1.500,25')).toBeInTheDocument();
    // Retiros: the cashiers' own apart from the requests paid by rol 4.
    const withdrawals = within(screen.getByRole('region', { name: 'Retiros' }));
    expect(await withdrawals.findByText('4 · $ 2.800,00')).toBeInTheDocument();
    expect(withdrawals.getByText('Pagados por solicitud').nextSibling).toHaveTextContent('2 · $ 1.350,50');
    for (const endpoint of ['cargas', 'trans', 'valor', 'cliente', 'operador', 'retiros'])
      expect(lastCall(api, endpoint).body).toMatchObject({ value: pickedToWire(today, today) });
    expect(lastCall(api, 'cargas').headers.get('x-access-token')).toBe('token-de-prueba');
  });

  it.each([3, 4, 5] as const)(
    "rol %i sees 'Panel de control', no cards and loads no figures",
    async (rol) => {
      const { api } = setup(rol);
      expect(await screen.findByRole('heading', { name: 'Panel de control', level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Rango de fechas para todas las tarjetas')).not.toBeInTheDocument();
      expect(statsCalls(api)).toHaveLength(0);
    },
  );

  it("a preset in the global range sets every card: 'Mes anterior'", async () => {
    const { api, user } = setup();
    await screen.findByText('1.234');
    await user.click(screen.getByLabelText('Rango de fechas para todas las tarjetas'));
    await user.click(await screen.findByRole('button', { name: 'Mes anterior' }));
    const [first, last] = preset('Mes anterior');
    await waitFor(() => {
      for (const endpoint of ['cargas', 'trans', 'valor', 'cliente', 'operador'])
        expect(lastCall(api, endpoint).body).toMatchObject({ value: pickedToWire(first, last) });
    });
    const [y1, m1, d1] = first.split('-');
    const [y2, m2, d2] = last.split('-');
    expect(screen.getByLabelText('Rango de fechas para todas las tarjetas')).toHaveTextContent(
      `${d1}/${m1}/${y1} – ${d2}/${m2}/${y2}`,
    );
  });

  it("a card's own range changes only that card", async () => {
    const { api, user } = setup();
    await screen.findByText('1.234');
    const before = statsCalls(api).length;
    await user.click(screen.getByLabelText('Rango de fechas de Transacciones'));
    await user.click(await screen.findByRole('button', { name: 'Ayer' }));
    const [yesterday] = preset('Ayer');
    await waitFor(() =>
      expect(lastCall(api, 'trans').body).toMatchObject({ value: pickedToWire(yesterday, yesterday) }),
    );
    expect(
      statsCalls(api)
        .slice(before)
        .map((c) => c.path),
    ).toEqual(['/api/dashboard/trans']);
  });

  it('Transacciones shows Pospuestos beside Pendientes, each in the status bar, and says what they count', async () => {
    const { user } = setup();
    await screen.findByText('1.234');
    const card = screen.getByRole('region', { name: 'Transacciones' });
    const figure = (label: string) => within(card).getByText(label, { exact: true }).nextElementSibling;
    const labels = ['Total', 'Aprobados', 'Pendientes', 'Pospuestos', 'Rechazados', 'Con bonus'];
    expect(labels.map((label) => figure(label)?.textContent)).toEqual([
      '1.234',
      '1.000',
      '160',
      '40',
      '34',
      '12',
    ]);
    // Figures in card order: Pospuestos comes right after Pendientes.
    const shown = within(card)
      .getAllByText(new RegExp(`^(${labels.join('|')})$`))
      .map((e) => e.textContent);
    expect(shown).toEqual(labels);
    expect(within(card).getByLabelText('Pospuestos: 40')).toBeInTheDocument();
    expect(within(card).getByLabelText('Pendientes: 160')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ayuda: Transacciones' }));
    const help = await screen.findByRole('dialog', { name: 'Ayuda: Transacciones' });
    expect(within(help).getByText(/^Pendientes: esperan una decisión\. Pospuestos:/)).toBeInTheDocument();
    expect(within(help).queryByText(/incluye los postergados/)).not.toBeInTheDocument();
  });

  it('the Cargas chart mode goes out as options', async () => {
    const { api, user } = setup();
    await screen.findByText('1.234');
    expect(lastCall(api, 'cargas').body).toMatchObject({ options: 'Cargas' });
    await user.click(screen.getByRole('radio', { name: 'Valor' }));
    await waitFor(() => expect(lastCall(api, 'cargas').body).toMatchObject({ options: 'Valor' }));
    expect(await screen.findByText('$ 4.500,50')).toBeInTheDocument();
  });

  it('shows one help window at a time: opening another closes the first', async () => {
    const { user } = setup();
    await screen.findByText('1.234');
    await user.click(screen.getByRole('button', { name: 'Ayuda: Cargas' }));
    expect(await screen.findByRole('dialog', { name: 'Ayuda: Cargas' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ayuda: Clientes' }));
    expect(await screen.findByRole('dialog', { name: 'Ayuda: Clientes' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Ayuda: Cargas' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar ventana' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before a Clientes list and downloads it as export.csv through a signed link', async () => {
    const [start, end] = pickedToWire(today, today);
    const csvPath = `/api/dashboard/clients.csv?list=new&start=${start}&end=${end}`;
    const { api, user } = setup(1, signsDownloads());
    const started = catchDownloads();
    await screen.findByText('1.234');

    await user.click(screen.getByRole('button', { name: /Nuevos \(8\)/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Desea descargar el listado de clientes nuevos?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.calls.some((c) => c.path === '/api/downloads')).toBe(false);

    await user.click(screen.getByRole('button', { name: /Nuevos \(8\)/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(started).toHaveLength(1));
    const signing = api.calls.find((c) => c.path === '/api/downloads')!;
    expect(signing.headers.get('x-access-token')).toBe('token-de-prueba');
    expect(started[0]).toEqual({ href: signedLink(csvPath), filename: 'export.csv' });
  });
});
