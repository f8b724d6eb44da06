/**
 * The held-out corpus's receipt templates, one per app or bank (docs/features/receipt-reading.md
 * "Two corpora"). Written from how each app's shared receipt looks, independently of the tuned
 * corpus's layouts: other label words, other orders, headings over the sender's and receiver's
 * blocks, a headline amount and (on most apps) a labelled one.
 */
import type { Moment, Person, Random } from './truth-data';
import { capitalized as cap, MONTHS, twoDigits as p2, weekdayOf as weekday } from '../spanish-calendar';

export const LAYOUTS = [
  'mercadopago',
  'nacion',
  'galicia',
  'santander',
  'bbva',
  'brubank',
  'uala',
  'naranjax',
  'cuentadni',
] as const;
export type Layout = (typeof LAYOUTS)[number];

export const BANK_APP: Record<Layout, string> = {
  mercadopago: 'Mercado Pago',
  nacion: 'Banco Nación',
  galicia: 'Galicia',
  santander: 'Santander',
  bbva: 'BBVA',
  brubank: 'Brubank',
  uala: 'Ualá',
  naranjax: 'Naranja X',
  cuentadni: 'Cuenta DNI',
};

export interface ReceiverAccount {
  kind: 'cbu' | 'cvu' | 'alias';
  value: string;
}

export interface ReceiptData {
  layout: Layout;
  centavos: number;
  when: Moment;
  /** As printed; the truth is this in upper case. */
  operationNumber: string;
  sender: Person;
  /** The sender's own account as the app prints it (a CBU/CVU or 'CA $ …'). */
  senderAccount: string;
  receiver: Person;
  receiverAccount: ReceiverAccount;
  receiverBank: string;
  concept: string;
}

export interface Variant {
  dark: boolean;
  font: string;
  /** Index into the layout's own date/time styles. */
  dateStyle: number;
  /** Labels beside values (true) or above them. */
  inline: boolean;
  /** Fields moved around: the operation number first, the blocks swapped where the app allows. */
  reorder: boolean;
}

export const dates = {
  numeric: (m: Moment) => `${p2(m.day)}/${p2(m.month)}/${m.year}`,
  numericShort: (m: Moment) => `${p2(m.day)}/${p2(m.month)}/${String(m.year).slice(2)}`,
  dashShort: (m: Moment) => `${p2(m.day)}-${p2(m.month)}-${String(m.year).slice(2)}`,
  long: (m: Moment) => `${m.day} de ${MONTHS[m.month - 1]} de ${m.year}`,
  weekdayLong: (m: Moment) => `${cap(weekday(m))}, ${m.day} de ${MONTHS[m.month - 1]} de ${m.year}`,
  short: (m: Moment) => `${weekday(m).slice(0, 3)} ${m.day} ${MONTHS[m.month - 1]!.slice(0, 3)} ${m.year}`,
  shortNoWeekday: (m: Moment) => `${m.day} ${MONTHS[m.month - 1]!.slice(0, 3)} ${m.year}`,
};
export const times = {
  h24: (m: Moment) => `${p2(m.hour)}:${p2(m.minute)}`,
  h24s: (m: Moment) => `${p2(m.hour)}:${p2(m.minute)}:${p2(m.second)}`,
  hs: (m: Moment) => `${p2(m.hour)}:${p2(m.minute)} hs`,
  h12: (m: Moment) =>
    `${p2(m.hour % 12 === 0 ? 12 : m.hour % 12)}:${p2(m.minute)} ${m.hour < 12 ? 'a. m.' : 'p. m.'}`,
};

const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
/** es-AR pesos: 'dec' always with centavos, 'auto' drops ',00', 'sup' raises the centavos. */
export function money(centavos: number, fmt: 'dec' | 'auto' | 'sup'): string {
  const pesos = thousands(Math.floor(centavos / 100));
  const cents = p2(centavos % 100);
  if (fmt === 'dec') return `$ ${pesos},${cents}`;
  if (centavos % 100 === 0) return `$ ${pesos}`;
  return fmt === 'sup' ? `$ ${pesos}<sup>${cents}</sup>` : `$ ${pesos},${cents}`;
}
const amt = (centavos: number, fmt: 'dec' | 'auto' | 'sup', cls = '') =>
  `<span class="amt ${cls}" data-fmt="${fmt}">${money(centavos, fmt)}</span>`;

export const cuitDashed = (t: string) => `${t.slice(0, 2)}-${t.slice(2, 10)}-${t.slice(10)}`;
const accountText = (a: ReceiverAccount) => a.value;

const COLORS: Record<Layout, string> = {
  mercadopago: '#009ee3',
  nacion: '#1d5c8c',
  galicia: '#e85d04',
  santander: '#ec0000',
  bbva: '#072146',
  brubank: '#6236ff',
  uala: '#3e6bfd',
  naranjax: '#fe5000',
  cuentadni: '#00843d',
};

function row(v: Variant, label: string, value: string): string {
  return v.inline
    ? `<div class="row in"><span class="lb">${label}</span><span class="vl">${value}</span></div>`
    : `<div class="row st"><div class="lb">${label}</div><div class="vl">${value}</div></div>`;
}
const heading = (t: string) => `<div class="hd">${t}</div>`;
const line = (t: string, cls = '') => `<div class="ln ${cls}">${t}</div>`;

/** The receipt card's inner HTML, per app. */
function body(d: ReceiptData, v: Variant, r: Random): string {
  const m = d.when;
  const s = d.sender;
  const rc = d.receiver;
  const acc = d.receiverAccount;
  const accLabel = (words: { cbu: string; cvu: string; alias: string }) => words[acc.kind];
  switch (d.layout) {
    case 'mercadopago': {
      const when =
        v.dateStyle % 2 === 0
          ? `${dates.weekdayLong(m)} a las ${times.hs(m)}`
          : `${dates.long(m)}, ${times.h24(m)} hs`;
      const from = [
        heading('De'),
        line(s.name, 'strong'),
        line(`CUIT/CUIL: ${cuitDashed(s.taxId)}`),
        line('Mercado Pago'),
        line(`CVU: ${d.senderAccount}`),
      ];
      const to = [
        heading('Para'),
        line(rc.name, 'strong'),
        line(`CUIT/CUIL: ${cuitDashed(rc.taxId)}`),
        line(d.receiverBank),
        line(`${accLabel({ cbu: 'CBU', cvu: 'CVU', alias: 'Alias' })}: ${accountText(acc)}`),
      ];
      return [
        `<div class="logo">mercado pago</div>`,
        line('Comprobante de transferencia', 'title'),
        line(when, 'muted'),
        `<div class="big">${amt(d.centavos, v.dateStyle % 2 === 0 ? 'sup' : 'auto')}</div>`,
        line(`Motivo: ${d.concept}`, 'muted'),
        ...from,
        ...to,
        heading('Número de operación de Mercado Pago'),
        line(d.operationNumber),
        line('Ayuda: www.mercadopago.com.ar/ayuda', 'foot'),
      ].join('');
    }
    case 'nacion': {
      const rows = [
        row(v, 'Importe', amt(d.centavos, 'dec')),
        row(v, 'Fecha', v.dateStyle % 2 === 0 ? dates.numeric(m) : dates.long(m)),
        row(v, 'Hora', v.dateStyle % 2 === 0 ? times.h24s(m) : times.h24(m)),
        heading('Cuenta de origen'),
        row(v, 'Cuenta', d.senderAccount),
        row(v, 'Titular', s.name),
        row(v, 'CUIT/CUIL', s.taxId),
        heading('Destino'),
        row(v, 'Titular', rc.name),
        row(
          v,
          accLabel({ cbu: 'CBU destino', cvu: 'CVU destino', alias: 'Alias destino' }),
          accountText(acc),
        ),
        row(v, 'Banco', d.receiverBank),
        row(v, 'Concepto', d.concept),
      ];
      const id = row(v, 'Nº de comprobante', d.operationNumber);
      return [
        `<div class="logo">BNA+</div>`,
        line('Banco de la Nación Argentina', 'muted'),
        line('Transferencia realizada', 'title'),
        `<div class="big">${amt(d.centavos, 'dec')}</div>`,
        ...(v.reorder ? [id, ...rows] : [...rows, id]),
      ].join('');
    }
    case 'galicia': {
      const whenText =
        v.dateStyle % 2 === 0
          ? `${dates.numeric(m)} - ${times.h24(m)}`
          : `${dates.numeric(m)} ${times.hs(m)}`;
      const origin = [
        heading('Cuenta de origen'),
        line(d.senderAccount),
        row(v, 'Titular', s.name),
        row(v, 'CUIT', cuitDashed(s.taxId)),
      ];
      const dest = [
        heading('Destinatario'),
        line(rc.name, 'strong'),
        row(v, 'CUIL', cuitDashed(rc.taxId)),
        row(v, accLabel({ cbu: 'CBU/CVU', cvu: 'CBU/CVU', alias: 'Alias' }), accountText(acc)),
        row(v, 'Banco destino', d.receiverBank),
      ];
      return [
        `<div class="logo">Galicia</div>`,
        line('¡Transferencia enviada!', 'title'),
        `<div class="big">${amt(d.centavos, 'dec')}</div>`,
        row(v, 'Monto', amt(d.centavos, 'dec')),
        row(v, 'Fecha y hora', whenText),
        ...(v.reorder ? [...dest, ...origin] : [...origin, ...dest]),
        row(v, 'Nº de operación', d.operationNumber),
        row(v, 'Motivo', d.concept),
      ].join('');
    }
    case 'santander': {
      const whenText =
        v.dateStyle % 2 === 0
          ? `${dates.short(m)} · ${times.h24(m)}`
          : `${dates.numeric(m)} ${times.h24s(m)} hs`;
      return [
        `<div class="logo">Santander</div>`,
        line('Comprobante de transferencia', 'title'),
        `<div class="big">${amt(d.centavos, 'dec')}</div>`,
        row(v, 'Fecha y hora', whenText),
        row(v, 'Importe transferido', amt(d.centavos, 'dec')),
        heading('Ordenante'),
        row(v, 'Nombre', s.name),
        row(v, 'CUIT', s.taxId),
        row(v, 'Cuenta', d.senderAccount),
        heading('Beneficiario'),
        row(v, 'Nombre', rc.name),
        row(v, 'CUIT/CUIL', rc.taxId),
        row(v, accLabel({ cbu: 'CBU', cvu: 'CVU', alias: 'Alias' }), accountText(acc)),
        row(v, 'Banco', d.receiverBank),
        row(v, 'Comprobante Nº', d.operationNumber),
      ].join('');
    }
    case 'bbva': {
      const id = row(v, 'Código de transacción', d.operationNumber);
      return [
        `<div class="logo">BBVA</div>`,
        line('Transferencia exitosa', 'title'),
        `<div class="big">${amt(d.centavos, 'dec')}</div>`,
        ...(v.reorder ? [id] : []),
        row(v, 'Total transferido', amt(d.centavos, 'dec')),
        row(v, 'Fecha', v.dateStyle % 2 === 0 ? dates.numeric(m) : dates.shortNoWeekday(m)),
        row(v, 'Hora', v.dateStyle % 2 === 0 ? times.hs(m) : times.h12(m)),
        heading('Desde'),
        row(v, 'Cuenta', d.senderAccount),
        row(v, 'Titular', s.name),
        row(v, 'CUIT/CUIL', cuitDashed(s.taxId)),
        heading('Hacia'),
        row(v, 'Titular', rc.name),
        row(v, accLabel({ cbu: 'CBU destino', cvu: 'CVU destino', alias: 'Alias' }), accountText(acc)),
        row(v, 'Banco destino', d.receiverBank),
        ...(v.reorder ? [] : [id]),
      ].join('');
    }
    case 'brubank': {
      const whenText =
        v.dateStyle % 2 === 0
          ? `${dates.shortNoWeekday(m)}, ${times.h12(m)}`
          : `${dates.numeric(m)} a las ${times.h24(m)}`;
      return [
        `<div class="logo">brubank</div>`,
        line('Le transferiste', 'title'),
        `<div class="big">${amt(d.centavos, 'dec')}</div>`,
        line(`a ${rc.name}`, 'strong'),
        row(v, 'Fecha', whenText),
        heading('Origen'),
        row(v, 'Titular', s.name),
        row(v, 'CUIL', s.taxId),
        row(v, 'CBU', d.senderAccount),
        heading('Destino'),
        row(v, 'Titular', rc.name),
        row(v, 'CUIT/CUIL', rc.taxId),
        row(v, accLabel({ cbu: 'CBU/CVU', cvu: 'CBU/CVU', alias: 'Alias' }), accountText(acc)),
        row(v, 'Banco', d.receiverBank),
        row(v, 'ID de la operación', d.operationNumber),
      ].join('');
    }
    case 'uala': {
      const whenText =
        v.dateStyle % 2 === 0
          ? `${dates.numericShort(m)} ${times.h24(m)}`
          : `${dates.long(m)} - ${times.hs(m)}`;
      const from = [
        heading('Desde'),
        line(s.name, 'strong'),
        row(v, 'CUIL', cuitDashed(s.taxId)),
        row(v, 'CVU', d.senderAccount),
      ];
      const to = [
        heading('Hacia'),
        line(rc.name, 'strong'),
        row(v, 'CUIT/CUIL', cuitDashed(rc.taxId)),
        row(v, accLabel({ cbu: 'CBU', cvu: 'CVU', alias: 'Alias' }), accountText(acc)),
        row(v, 'Entidad', d.receiverBank),
      ];
      return [
        `<div class="logo">ualá</div>`,
        line('Transferencia enviada', 'title'),
        line('Enviaste', 'muted'),
        `<div class="big">${amt(d.centavos, 'auto')}</div>`,
        row(v, 'Monto', amt(d.centavos, 'dec')),
        row(v, 'Fecha', whenText),
        ...(v.reorder ? [...to, ...from] : [...from, ...to]),
        row(v, 'Código de transacción', d.operationNumber),
      ].join('');
    }
    case 'naranjax': {
      const whenText =
        v.dateStyle % 2 === 0 ? `${dates.long(m)} - ${times.h24(m)} h` : `${dates.short(m)}, ${times.h24(m)}`;
      return [
        `<div class="logo">naranja X</div>`,
        line('Transferiste', 'title'),
        `<div class="big">${amt(d.centavos, 'auto')}</div>`,
        line(`a ${rc.name}`, 'strong'),
        row(v, 'Fecha y hora', whenText),
        heading('Destino'),
        row(v, 'Nombre', rc.name),
        row(v, 'CUIT/CUIL', cuitDashed(rc.taxId)),
        row(v, accLabel({ cbu: 'CBU', cvu: 'CVU', alias: 'Alias' }), accountText(acc)),
        row(v, 'Entidad', d.receiverBank),
        heading('Origen'),
        row(v, 'Nombre', s.name),
        row(v, 'CUIT/CUIL', cuitDashed(s.taxId)),
        row(v, 'Comprobante Nº', d.operationNumber),
        line(`Motivo: ${d.concept}`, 'muted'),
      ].join('');
    }
    case 'cuentadni': {
      return [
        `<div class="logo">Cuenta DNI</div>`,
        line('Banco Provincia', 'muted'),
        line('Transferencia realizada', 'title'),
        `<div class="big">${amt(d.centavos, r.chance(0.5) ? 'dec' : 'auto')}</div>`,
        row(v, 'Importe', amt(d.centavos, 'dec')),
        row(v, 'Fecha', v.dateStyle % 2 === 0 ? dates.dashShort(m) : dates.numeric(m)),
        row(v, 'Hora', v.dateStyle % 2 === 0 ? times.h12(m) : times.h24(m)),
        heading('Origen'),
        row(v, 'Nombre', s.name),
        row(v, 'CUIL', cuitDashed(s.taxId)),
        heading('Destino'),
        row(v, 'Nombre', rc.name),
        row(v, accLabel({ cbu: 'CBU', cvu: 'CVU', alias: 'Alias' }), accountText(acc)),
        row(v, 'Banco', d.receiverBank),
        row(v, 'Código de transacción', d.operationNumber),
      ].join('');
    }
  }
}

function css(d: ReceiptData, v: Variant, width: number): string {
  const c = COLORS[d.layout];
  const [bg, card, text, muted, rule] = v.dark
    ? ['#111114', '#1e1f24', '#eeeef2', '#9a9aa6', '#33343b']
    : ['#eef0f3', '#ffffff', '#1b1c1f', '#6c6f76', '#e3e5e8'];
  return `
  * { box-sizing: border-box; }
  html, body { margin: 0; background: ${bg}; font-family: '${v.font}', sans-serif; color: ${text}; }
  #receipt { width: ${width}px; padding: 14px; background: ${bg}; }
  .card { background: ${card}; border-radius: 12px; padding: 18px 16px 22px; }
  .logo { color: ${v.dark ? '#ffffff' : c}; font-weight: 700; font-size: 22px; margin-bottom: 8px; }
  .title { font-size: 18px; font-weight: 700; margin: 6px 0; }
  .big { font-size: 34px; font-weight: 700; margin: 10px 0 12px; }
  .big sup { font-size: 0.5em; }
  .muted { color: ${muted}; font-size: 14px; }
  .strong { font-weight: 700; font-size: 16px; }
  .ln { margin: 3px 0; font-size: 15px; }
  .foot { color: ${muted}; font-size: 12px; margin-top: 16px; }
  .hd { margin: 16px 0 6px; padding-top: 10px; border-top: 1px solid ${rule}; color: ${v.dark ? '#cfd3ff' : c}; font-weight: 700; font-size: 15px; }
  .row.in { display: flex; justify-content: space-between; gap: 12px; padding: 6px 0; font-size: 15px; }
  .row.in .lb { color: ${muted}; white-space: nowrap; }
  .row.in .vl { text-align: right; font-weight: 600; word-break: break-all; }
  .row.st { padding: 5px 0; }
  .row.st .lb { color: ${muted}; font-size: 13px; }
  .row.st .vl { font-size: 16px; font-weight: 600; word-break: break-all; }
  .chrome { font-size: 14px; color: ${text}; background: ${bg}; }
  .status { display: flex; justify-content: space-between; padding: 6px 18px; font-size: 13px; font-weight: 600; }
  .appbar { display: flex; gap: 14px; padding: 12px 18px; font-size: 17px; font-weight: 600; border-bottom: 1px solid ${rule}; }
  .btn { margin: 10px 14px; padding: 13px; text-align: center; border-radius: 24px; background: ${c}; color: #fff; font-weight: 700; }
  .btn.ghost { background: transparent; color: ${v.dark ? '#fff' : c}; border: 1px solid ${rule}; }
  .promo { margin: 10px 14px; padding: 14px; border-radius: 10px; background: ${card}; color: ${muted}; }
  .mv { display: flex; justify-content: space-between; padding: 10px 18px; border-bottom: 1px solid ${rule}; }
  `;
}

/** A shared receipt: the card alone, as the app's 'Compartir' draws it. */
export function receiptHtml(d: ReceiptData, v: Variant, width: number, r: Random): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>${css(d, v, width)}</style></head>
  <body><div id="receipt"><div class="card">${body(d, v, r)}</div></div></body></html>`;
}

/** A long screenshot taken inside the app: status bar, app bar, the card, buttons, other content. */
export function scrolledHtml(
  d: ReceiptData,
  v: Variant,
  width: number,
  r: Random,
  others: { name: string; centavos: number }[],
): string {
  const clock = `${p2(r.int(7, 23))}:${p2(r.int(0, 59))}`;
  const moves = others
    .map(
      (o) =>
        `<div class="mv"><span>${o.name}</span><span>${money(o.centavos, 'dec').replace('$', '- $')}</span></div>`,
    )
    .join('');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>${css(d, v, width)}</style></head>
  <body style="width:${width}px"><div class="chrome">
  <div class="status"><span>${clock}</span><span>4G ▂▄▆ ${r.int(12, 99)}%</span></div>
  <div class="appbar"><span>←</span><span>Detalle del movimiento</span></div>
  ${r.chance(0.5) ? `<div class="promo">Invitá a tus amigos y ganá beneficios</div>` : ''}
  </div>
  <div id="receipt"><div class="card">${body(d, v, r)}</div></div>
  <div class="chrome">
  <div class="btn">Compartir comprobante</div>
  <div class="btn ghost">Volver al inicio</div>
  ${moves ? `<div class="hd" style="margin:16px 18px 0">Otros movimientos</div>${moves}` : ''}
  <div style="height:40px"></div>
  </div></body></html>`;
}
