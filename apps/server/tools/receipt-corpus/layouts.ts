import { digitsOf, pick, type FakeTransfer } from './fake-transfer';
import { capitalized as cap, MONTHS, twoDigits as two, weekdayOf } from '../spanish-calendar';

/**
 * The receipt layouts of the apps Argentine players pay from, redrawn from public screenshots'
 * structure (labels, order, emphasis), not copied artwork. Each renders a phone-width HTML page.
 */
export interface Layout {
  id: string;
  /** What a reading should give as `bankApp`. */
  bankApp: string;
  font: 'Roboto' | 'Inter' | 'Montserrat' | 'Open Sans';
  /** Share of this layout's receipts drawn in dark mode. */
  darkShare: number;
  /** Some receipts of this layout are handed in as a PDF (the app's 'Compartir PDF'). */
  pdf: boolean;
  /** Whether the time shown has seconds (the truth then has them too). */
  seconds: boolean;
  /** The legal name printed small at the foot, as real receipts do. */
  footer: string;
  operationNumber: (rnd: () => number) => string;
  body: (t: FakeTransfer, dark: boolean) => string;
}

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
/** "15.300,50"; `dropZeroCents` gives "15.300" like Mercado Pago does for whole pesos. */
export function arPesos(centavos: number, dropZeroCents = false): string {
  const cents = centavos % 100;
  const whole = grouped(Math.floor(centavos / 100));
  return dropZeroCents && cents === 0 ? whole : `${whole},${two(cents)}`;
}
const ddmmyyyy = (t: FakeTransfer, sep = '/') =>
  `${two(t.when.day)}${sep}${two(t.when.month)}${sep}${t.when.year}`;
const hhmm = (t: FakeTransfer) => `${two(t.when.hour)}:${two(t.when.minute)}`;
const hhmmss = (t: FakeTransfer) => `${hhmm(t)}:${two(t.when.second)}`;
const weekday = (t: FakeTransfer) => weekdayOf(t.when);
const upper = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
const dashedTaxId = (id: string) => `${id.slice(0, 2)}-${id.slice(2, 10)}-${id.slice(10)}`;
const row = (label: string, value: string, cls = '') =>
  `<div class="row ${cls}"><div class="l">${label}</div><div class="v">${value}</div></div>`;
const accountLabel = (t: FakeTransfer, cbuLabel: string) => (t.receiverIsAlias ? 'Alias' : cbuLabel);

export const LAYOUTS: Layout[] = [
  {
    id: 'mercadopago',
    footer: 'Mercado Libre S.R.L. · Mercado Pago',
    bankApp: 'Mercado Pago',
    font: 'Inter',
    darkShare: 0.3,
    pdf: true,
    seconds: false,
    operationNumber: (rnd) => `${5 + Math.floor(rnd() * 4)}${digitsOf(rnd, 10)}`,
    body: (t) => `
      <div class="brand mp">mercado pago</div>
      <h1>Comprobante de transferencia</h1>
      <div class="muted">${cap(weekday(t))}, ${t.when.day} de ${MONTHS[t.when.month - 1]} de ${t.when.year} a las ${hhmm(t)} hs</div>
      <div class="big">$ ${arPesos(t.centavos, true)}</div>
      <div class="card"><div class="muted">De</div><div class="name">${t.senderName}</div>
        <div class="muted">CUIT/CUIL: ${dashedTaxId(t.senderTaxId)}</div><div class="muted">Mercado Pago</div></div>
      <div class="card"><div class="muted">Para</div><div class="name">${t.receiverName}</div>
        <div class="muted">${accountLabel(t, 'CVU')}: ${t.receiverAccount}</div></div>
      <div class="muted">Número de operación de Mercado Pago</div><div class="mono">${t.operationNumber}</div>`,
  },
  {
    id: 'nacion',
    footer: 'Banco de la Nación Argentina',
    bankApp: 'Banco Nación',
    font: 'Roboto',
    darkShare: 0.2,
    pdf: true,
    seconds: true,
    operationNumber: (rnd) => digitsOf(rnd, 9),
    body: (t) => `
      <div class="brand bna">BNA+ · Banco de la Nación Argentina</div>
      <h1>Comprobante de Transferencia</h1>
      ${row('Fecha', ddmmyyyy(t))}${row('Hora', hhmmss(t))}
      ${row('Importe', `$ ${arPesos(t.centavos)}`, 'strong')}
      ${row('Titular cuenta origen', upper(t.senderName))}${row('CUIT/CUIL origen', t.senderTaxId)}
      ${row('Titular cuenta destino', upper(t.receiverName))}
      ${row(accountLabel(t, 'CBU/CVU destino'), t.receiverAccount)}
      ${row('Nro. de transacción', t.operationNumber)}`,
  },
  {
    id: 'galicia',
    footer: 'Banco de Galicia y Buenos Aires S.A.U.',
    bankApp: 'Galicia',
    font: 'Open Sans',
    darkShare: 0.2,
    pdf: true,
    seconds: false,
    operationNumber: (rnd) => `${digitsOf(rnd, 4)}${digitsOf(rnd, 6)}`,
    body: (t) => `
      <div class="brand galicia">Galicia</div>
      <h1>Transferencia realizada</h1>
      <div class="big">$${arPesos(t.centavos)}</div>
      <div class="muted">${ddmmyyyy(t)} - ${hhmm(t)} h</div>
      <div class="card"><div class="muted">Origen</div><div class="name">${t.senderName}</div>
        <div class="muted">CUIL ${dashedTaxId(t.senderTaxId)}</div></div>
      <div class="card"><div class="muted">Destino</div><div class="name">${t.receiverName}</div>
        <div class="muted">${accountLabel(t, 'CBU')} ${t.receiverAccount}</div></div>
      ${row('Número de comprobante', t.operationNumber)}`,
  },
  {
    id: 'santander',
    footer: 'Banco Santander Argentina S.A.',
    bankApp: 'Santander',
    font: 'Open Sans',
    darkShare: 0.2,
    pdf: true,
    seconds: true,
    operationNumber: (rnd) => digitsOf(rnd, 8),
    body: (t) => `
      <div class="brand santander">Santander</div>
      <h1>Comprobante de transferencia</h1>
      ${row('Monto', `$ ${arPesos(t.centavos)}`, 'strong')}
      ${row('Fecha de ejecución', `${ddmmyyyy(t)} ${hhmmss(t)}`)}
      ${row('Ordenante', t.senderName)}${row('CUIT ordenante', dashedTaxId(t.senderTaxId))}
      ${row('Beneficiario', t.receiverName)}${row(accountLabel(t, 'CBU/CVU destino'), t.receiverAccount)}
      ${row('Número de comprobante', t.operationNumber)}`,
  },
  {
    id: 'bbva',
    footer: 'Banco BBVA Argentina S.A.',
    bankApp: 'BBVA',
    font: 'Roboto',
    darkShare: 0.3,
    pdf: true,
    seconds: false,
    operationNumber: (rnd) => `${pick(rnd, ['TR', 'TX', 'TB'])}${digitsOf(rnd, 8)}`,
    body: (t) => `
      <div class="brand bbva">BBVA</div>
      <h1>Transferencia exitosa</h1>
      ${row('Importe', `$ ${arPesos(t.centavos)}`, 'strong')}
      ${row('Fecha', `${two(t.when.day)} ${MONTHS[t.when.month - 1]!.slice(0, 3)} ${t.when.year} ${hhmm(t)}`)}
      ${row('Desde', t.senderName)}${row('CUIT', t.senderTaxId)}
      ${row('Hacia', t.receiverName)}${row(accountLabel(t, 'CBU'), t.receiverAccount)}
      ${row('Nro. de referencia', t.operationNumber)}`,
  },
  {
    id: 'brubank',
    footer: 'Brubank S.A.U.',
    bankApp: 'Brubank',
    font: 'Montserrat',
    darkShare: 0.7,
    pdf: false,
    seconds: false,
    operationNumber: (rnd) => digitsOf(rnd, 12),
    body: (t) => `
      <div class="brand brubank">brubank</div>
      <div class="muted">Enviaste</div><div class="big">$${arPesos(t.centavos)}</div>
      <div class="muted">a ${t.receiverName}</div>
      ${row('Fecha', `${two(t.when.day)}/${two(t.when.month)}/${String(t.when.year).slice(2)} ${hhmm(t)}`)}
      ${row('Desde', t.senderName)}${row('CUIL', t.senderTaxId)}
      ${row('Para', t.receiverName)}${row(accountLabel(t, 'CVU destino'), t.receiverAccount)}
      ${row('ID de transacción', t.operationNumber)}`,
  },
  {
    id: 'uala',
    footer: 'Ualá · Alau Tecnología S.A.U.',
    bankApp: 'Ualá',
    font: 'Montserrat',
    darkShare: 0.3,
    pdf: false,
    seconds: false,
    operationNumber: (rnd) => digitsOf(rnd, 10),
    body: (t) => `
      <div class="brand uala">ualá</div>
      <h1>¡Listo! Transferiste</h1><div class="big">$ ${arPesos(t.centavos)}</div>
      <div class="card"><div class="muted">Para</div><div class="name">${t.receiverName}</div>
        <div class="muted">${accountLabel(t, 'CBU/CVU')}: ${t.receiverAccount}</div></div>
      <div class="card"><div class="muted">De</div><div class="name">${t.senderName}</div>
        <div class="muted">CUIL: ${dashedTaxId(t.senderTaxId)}</div></div>
      ${row('Fecha', `${t.when.day} de ${MONTHS[t.when.month - 1]} de ${t.when.year}, ${hhmm(t)}`)}
      ${row('Código de operación', t.operationNumber)}`,
  },
  {
    id: 'naranjax',
    footer: 'Naranja Digital Compañía Financiera S.A.U.',
    bankApp: 'Naranja X',
    font: 'Montserrat',
    darkShare: 0.3,
    pdf: false,
    seconds: false,
    operationNumber: (rnd) => digitsOf(rnd, 11),
    body: (t) => `
      <div class="brand nx">naranja X</div>
      <h1>Transferencia enviada</h1><div class="big">$ ${arPesos(t.centavos)}</div>
      ${row('Fecha y hora', `${ddmmyyyy(t)} ${hhmm(t)}`)}
      ${row('Quién envía', t.senderName)}${row('CUIT', dashedTaxId(t.senderTaxId))}
      ${row('Quién recibe', t.receiverName)}${row(accountLabel(t, 'CBU/CVU'), t.receiverAccount)}
      ${row('N° de operación', t.operationNumber)}`,
  },
  {
    id: 'cuentadni',
    footer: 'Banco de la Provincia de Buenos Aires',
    bankApp: 'Cuenta DNI',
    font: 'Roboto',
    darkShare: 0.2,
    pdf: false,
    seconds: false,
    operationNumber: (rnd) => digitsOf(rnd, 10),
    body: (t) => `
      <div class="brand dni">Cuenta DNI · Banco Provincia</div>
      <h1>Transferencia exitosa</h1>
      ${row('Monto transferido', `$ ${arPesos(t.centavos)}`, 'strong')}
      ${row('Fecha', ddmmyyyy(t))}${row('Hora', hhmm(t))}
      ${row('Origen', upper(t.senderName))}${row('CUIL', t.senderTaxId)}
      ${row('Destinatario', upper(t.receiverName))}${row(accountLabel(t, 'CBU'), t.receiverAccount)}
      ${row('Código de transacción', t.operationNumber)}`,
  },
];

/** The values a correct reading gives for this receipt (names as the layout prints them). */
export function truthOf(layout: Layout, t: FakeTransfer) {
  const w = t.when;
  const shouty = ['nacion', 'cuentadni'].includes(layout.id);
  return {
    amount: `${Math.floor(t.centavos / 100)}.${two(t.centavos % 100)}`,
    dateTime: `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}:${layout.seconds ? two(w.second) : '00'}-03:00`,
    operationNumber: t.operationNumber,
    senderName: shouty ? upper(t.senderName) : t.senderName,
    senderTaxId: t.senderTaxId,
    receiverName: shouty ? upper(t.receiverName) : t.receiverName,
    receiverAccount: t.receiverAccount,
    bankApp: layout.bankApp,
  };
}
