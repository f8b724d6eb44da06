/**
 * Renders the held-out receipt corpus (docs/features/receipt-reading.md "Two corpora") into
 * apps/server/bench/receipt-corpus-heldout/ with its manifest.json. Nobody tunes the parser on it:
 * it is made apart from the tuned corpus (other templates, fonts, sizes, label words, renderings)
 * so its figures say how the reading does on receipts it was not written against.
 *
 *   npx tsx apps/server/tools/receipt-corpus-heldout/generate.ts [perLayout] [seed] [outDir]
 *
 * With another seed and an outDir (say .tmp/fresh), it draws receipts nobody has looked at, to
 * judge a fix on, without touching the committed corpus.
 *
 * Seeded: the same command draws the same receipts. Debian Chromium (playwright-core) draws the
 * HTML with the system's fonts (DejaVu, Liberation); sharp does the photo noise, the chat app's
 * recompression and the re-sent copies.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import type { CorpusEntry, RenderKind } from '../../src/receipt-reading/corpus';
import {
  BANK_APP,
  LAYOUTS,
  money,
  receiptHtml,
  scrolledHtml,
  type Layout,
  type ReceiptData,
  type ReceiverAccount,
  type Variant,
} from './templates';
import {
  BANK_ENTITIES,
  alias,
  amountCentavos,
  cbu,
  isoOf,
  moment,
  person,
  seededRandom,
  wireAmount,
} from './truth-data';

const OUT = process.argv[4]
  ? path.resolve(process.argv[4])
  : path.resolve(import.meta.dirname, '../../bench/receipt-corpus-heldout');
const PER_LAYOUT = Number(process.argv[2] ?? 9);
const FAKES = 6;
const COPIES = 6;
/** The committed corpus's seed; another one draws receipts nobody has looked at yet. */
const r = seededRandom(Number(process.argv[3] ?? 20261127));

const FONTS: Record<Layout, string[]> = {
  mercadopago: ['DejaVu Sans', 'Liberation Sans'],
  nacion: ['Liberation Serif', 'Liberation Sans', 'DejaVu Sans Condensed'],
  galicia: ['Liberation Sans', 'DejaVu Sans'],
  santander: ['Liberation Sans Narrow', 'DejaVu Sans'],
  bbva: ['DejaVu Sans', 'Liberation Sans'],
  brubank: ['DejaVu Sans Condensed', 'Liberation Sans'],
  uala: ['Liberation Sans', 'DejaVu Sans'],
  naranjax: ['DejaVu Sans', 'Liberation Sans Narrow'],
  cuentadni: ['Liberation Sans', 'DejaVu Serif'],
};

/** Each layout gets two share images, two chat-recompressed, a scrolled screenshot, photos, PDFs. */
const KINDS = (layoutIndex: number): RenderKind[] => [
  'share',
  'whatsapp',
  'scrolled',
  'photo',
  'pdf-image',
  'share',
  'whatsapp',
  layoutIndex % 2 === 0 ? 'photo' : 'scrolled',
  'pdf-text',
];

const WALLETS = [
  ['Mercado Pago', '0003'],
  ['Ualá', '0031'],
  ['Naranja X', '0144'],
  ['Personal Pay', '0140'],
] as const;
const BANK_NAMES: Record<keyof typeof BANK_ENTITIES, string> = {
  'Banco Nación': 'Banco de la Nación Argentina',
  Galicia: 'Banco de Galicia',
  Santander: 'Banco Santander Argentina',
  BBVA: 'BBVA Argentina',
  Brubank: 'Brubank S.A.U.',
  'Banco Provincia': 'Banco de la Provincia de Buenos Aires',
  Macro: 'Banco Macro',
  ICBC: 'ICBC Argentina',
};
const CONCEPTS = ['Varios', 'Alquiler', 'Cuota', 'Expensas', 'Honorarios', 'Préstamo', 'Facturas'];

function receiverAccount(): { account: ReceiverAccount; bank: string } {
  const kind = r.pick(['cbu', 'cbu', 'cvu', 'alias', 'alias'] as const);
  if (kind === 'cvu') {
    const [name, psp] = r.pick(WALLETS);
    return { account: { kind, value: cbu(r, '000', psp) }, bank: name };
  }
  const key = r.pick(Object.keys(BANK_ENTITIES) as (keyof typeof BANK_ENTITIES)[]);
  if (kind === 'cbu') return { account: { kind, value: cbu(r, BANK_ENTITIES[key]) }, bank: BANK_NAMES[key] };
  return { account: { kind, value: alias(r) }, bank: BANK_NAMES[key] };
}

function senderAccount(layout: Layout): string {
  switch (layout) {
    case 'mercadopago':
      return cbu(r, '000', '0003');
    case 'uala':
      return cbu(r, '000', '0031');
    case 'brubank':
      return cbu(r, '143');
    case 'galicia':
      return `Caja de ahorro en pesos ${r.digits(7)}-${r.digits(1)} ${r.digits(3)}-${r.digits(1)}`;
    default:
      return `${r.pick(['CA', 'CC'])} $ ${r.digits(4)}-${r.digits(7)}/${r.digits(1)}`;
  }
}

function operationNumber(layout: Layout): string {
  const hex = (n: number) => Array.from({ length: n }, () => r.pick([...'0123456789abcdef'])).join('');
  switch (layout) {
    case 'mercadopago':
      return `${r.int(1, 9)}${r.digits(10)}`;
    case 'nacion':
      return `${r.int(1, 9)}${r.digits(8)}`;
    case 'galicia':
      return `${r.int(1, 9)}${r.digits(8)}`;
    case 'santander':
      return `${r.int(1, 9)}${r.digits(9)}`;
    case 'bbva':
      return Array.from({ length: 10 }, () => r.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'])).join('');
    case 'brubank':
      return hex(12);
    case 'uala':
      return `${hex(8)}-${hex(4)}`;
    case 'naranjax':
      return `0000${r.digits(8)}`;
    case 'cuentadni':
      return `${r.int(1, 9)}${r.digits(9)}`;
  }
}

function newReceipt(layout: Layout): ReceiptData {
  const { account, bank } = receiverAccount();
  return {
    layout,
    centavos: amountCentavos(r),
    when: moment(r),
    operationNumber: operationNumber(layout),
    sender: person(r),
    senderAccount: senderAccount(layout),
    receiver: person(r),
    receiverAccount: account,
    receiverBank: bank,
    concept: r.pick(CONCEPTS),
  };
}

const truthOf = (d: ReceiptData, centavos = d.centavos): CorpusEntry['truth'] => ({
  amount: wireAmount(centavos),
  dateTime: isoOf(d.when),
  operationNumber: d.operationNumber.toUpperCase(),
  senderName: d.sender.name,
  senderTaxId: d.sender.taxId,
  receiverName: d.receiver.name,
  receiverAccount: d.receiverAccount.value,
  bankApp: BANK_APP[d.layout],
});

interface Drawn {
  data: ReceiptData;
  variant: Variant;
  width: number;
  scale: number;
  /** The shared card as a PNG at the device scale. */
  share: Buffer;
}

async function drawShare(browser: Browser, d: ReceiptData, v: Variant, width: number, scale: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: scale });
  try {
    const page = await context.newPage();
    await page.setContent(receiptHtml(d, v, width, r));
    await page.evaluate(FONTS_READY);
    return await page.locator('#receipt').screenshot({ type: 'png' });
  } finally {
    await context.close();
  }
}

const png = (b: Buffer) => sharp(b).png({ compressionLevel: 9, effort: 10 }).toBuffer();
const jpeg = (b: Buffer, quality: number) => sharp(b).jpeg({ quality, mozjpeg: true }).toBuffer();

/** A phone's photo of the screen: the screenshot in a bezel, turned in 3D on a desk, glare, blur, noise. */
async function photoOf(
  browser: Browser,
  shot: Buffer,
  dark: boolean,
): Promise<{ bytes: Buffer; tilt: number }> {
  const tilt = Math.round((r.next() * 8 - 4) * 10) / 10;
  const rx = Math.round(r.next() * 24 - 8);
  const ry = Math.round(r.next() * 24 - 12);
  const glare = (0.12 + r.next() * 0.25).toFixed(2);
  const angle = r.int(90, 150);
  const context = await browser.newContext({ viewport: { width: 960, height: 1280 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.setContent(`<!doctype html><html><body style="margin:0;height:1280px;display:flex;align-items:center;justify-content:center;
      background: radial-gradient(circle at ${r.int(20, 80)}% ${r.int(20, 80)}%, ${r.pick(['#8a7560', '#6d7a86', '#9a9a94'])}, #1e1a16);">
      <div style="perspective:1300px">
        <div style="position:relative;border:14px solid #0b0b0d;border-radius:28px;overflow:hidden;
          transform: rotateX(${rx}deg) rotateY(${ry}deg) rotateZ(${tilt}deg);box-shadow:0 30px 60px rgba(0,0,0,.6)">
          <img src="data:image/png;base64,${shot.toString('base64')}" style="display:block;height:1120px;filter:brightness(${dark ? 1.1 : 0.92})">
          <div style="position:absolute;inset:0;background:linear-gradient(${angle}deg, rgba(255,255,255,0) 25%, rgba(255,255,255,${glare}) 48%, rgba(255,255,255,0) 70%)"></div>
        </div>
      </div></body></html>`);
    await page.waitForLoadState('load');
    const raw = await page.screenshot({ type: 'png' });
    const blurred = await sharp(raw)
      .blur(0.5 + r.next() * 0.8)
      .toBuffer();
    const { width, height } = await sharp(blurred).metadata();
    const noise = Buffer.alloc(width * height * 3);
    const amplitude = r.int(6, 14);
    for (let i = 0; i < noise.length; i++) noise[i] = 128 + Math.round((r.next() - 0.5) * 2 * amplitude);
    const withNoise = await sharp(blurred)
      .composite([
        {
          input: await sharp(noise, { raw: { width, height, channels: 3 } })
            .png()
            .toBuffer(),
          blend: 'overlay',
        },
      ])
      .toBuffer();
    return { bytes: await jpeg(withNoise, r.int(62, 80)), tilt };
  } finally {
    await context.close();
  }
}

/** The page printed as one borderless PDF page of `width` × `height` CSS pixels (2 spare below). */
const onePagePdf = (page: Page, width: number, height: number) =>
  page.pdf({
    width: `${width}px`,
    height: `${height + 2}px`,
    printBackground: true,
    pageRanges: '1',
    margin: { top: '0', right: '0', bottom: '0', left: '0' },
  });

/** A PDF whose one page is the picture alone: no text layer, as a 'save as PDF' of a screenshot. */
async function imagePdf(browser: Browser, shot: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(shot).metadata();
  const cssWidth = 400;
  const cssHeight = Math.floor((height * cssWidth) / width);
  const image = await jpeg(shot, 88);
  const page = await browser.newPage();
  try {
    await page.setContent(
      `<!doctype html><html><body style="margin:0"><img src="data:image/jpeg;base64,${image.toString('base64')}" style="display:block;width:${cssWidth}px;height:${cssHeight}px"></body></html>`,
    );
    return await onePagePdf(page, cssWidth, cssHeight);
  } finally {
    await page.close();
  }
}

/** A PDF the app itself writes: the receipt's HTML printed, so its text is a text layer. */
async function textPdf(browser: Browser, d: ReceiptData, v: Variant, width: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  try {
    await page.setContent(receiptHtml(d, v, width, r));
    await page.evaluate(FONTS_READY);
    const height = Number(await page.evaluate("document.querySelector('#receipt').offsetHeight"));
    return await onePagePdf(page, width, height);
  } finally {
    await page.close();
  }
}

async function scrolledShot(browser: Browser, drawn: Drawn): Promise<Buffer> {
  const { data, variant, width, scale } = drawn;
  const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: scale });
  try {
    const page = await context.newPage();
    const others = r.chance(0.6)
      ? Array.from({ length: r.int(1, 3) }, () => ({ name: person(r).name, centavos: amountCentavos(r) }))
      : [];
    await page.setContent(scrolledHtml(data, variant, width, r, others));
    await page.evaluate(FONTS_READY);
    return await page.screenshot({ type: 'png', fullPage: true });
  } finally {
    await context.close();
  }
}

// Page scripts are strings: the server's TypeScript has no DOM types, and must not get them.
const FONTS_READY = 'document.fonts.ready.then(() => true)';
/** Covers each amount with a patch of the card's colour holding the new amount (page script). */
const PAINT_OVER = `({ texts, font }) => {
  for (const el of document.querySelectorAll('.amt')) {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const background = getComputedStyle(el.closest('.card')).backgroundColor;
    const side = el.closest('.row.in')
      ? 'right:' + (document.documentElement.clientWidth - box.right - 3) + 'px;text-align:right;'
      : 'left:' + (box.left - 3) + 'px;';
    const patch = document.createElement('div');
    patch.style.cssText = 'position:absolute;' + side + 'top:' + (box.top + window.scrollY) + 'px;' +
      'min-width:' + (box.width + 6) + 'px;height:' + box.height + 'px;line-height:' + box.height + 'px;' +
      'background:' + background + ';color:' + style.color + ';font-family:' + font + ';' +
      'font-size:' + style.fontSize + ';font-weight:' + style.fontWeight + ';white-space:nowrap';
    patch.innerHTML = texts[el.dataset.fmt];
    document.body.appendChild(patch);
  }
}`;

/**
 * An edited fake: the share image with every amount painted over by another one in a slightly
 * different font, as an image editor leaves it. Its truth is what it shows now.
 */
async function paintedOver(browser: Browser, drawn: Drawn, centavos: number): Promise<Buffer> {
  const { data, variant, width, scale } = drawn;
  const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: scale });
  try {
    const page = await context.newPage();
    await page.setContent(receiptHtml(data, variant, width, r));
    await page.evaluate(FONTS_READY);
    const texts = { dec: money(centavos, 'dec'), auto: money(centavos, 'auto'), sup: money(centavos, 'sup') };
    const font = variant.font.startsWith('Liberation') ? 'DejaVu Sans' : 'Liberation Sans';
    await page.evaluate(`(${PAINT_OVER})(${JSON.stringify({ texts, font })})`);
    return await page.locator('#receipt').screenshot({ type: 'png' });
  } finally {
    await context.close();
  }
}

/** A re-sent copy: cropped 2–8 % off its edges, made smaller, saved again as JPEG. */
async function resent(bytes: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const cut = 0.02 + r.next() * 0.06;
  const cutX = Math.round(width * cut);
  const cutY = Math.round(height * cut);
  const left = Math.round(cutX * r.next());
  const top = Math.round(cutY * r.next());
  const scale = 0.6 + r.next() * 0.35;
  const cropped = await sharp(bytes)
    .extract({ left, top, width: width - cutX, height: height - cutY })
    .resize({ width: Math.round((width - cutX) * scale) })
    .toBuffer();
  return jpeg(cropped, r.int(50, 80));
}

async function main() {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const manifest: CorpusEntry[] = [];
  const drawnByFile = new Map<string, Drawn>();
  const save = async (entry: CorpusEntry, bytes: Buffer) => {
    await writeFile(path.join(OUT, entry.file), bytes);
    manifest.push(entry);
    console.log(`${entry.file.padEnd(36)} ${Math.round(bytes.length / 1024)} kB`);
  };
  try {
    for (const [li, layout] of LAYOUTS.entries()) {
      const kinds = KINDS(li);
      for (let i = 0; i < PER_LAYOUT; i++) {
        const render = kinds[i % kinds.length]!;
        const data = newReceipt(layout);
        const variant: Variant = {
          dark: r.chance(0.35),
          font: r.pick(FONTS[layout]),
          dateStyle: r.int(0, 1),
          inline: r.chance(0.55),
          reorder: r.chance(0.4),
        };
        const width = r.int(320, 430);
        const scale = r.pick([1.5, 2, 2.625, 3]);
        const name = `${layout}-${String(i + 1).padStart(2, '0')}-${render}`;
        const base = { layout, dark: variant.dark, tilt: 0, cropped: false, truth: truthOf(data), render };
        const share = await drawShare(browser, data, variant, width, scale);
        const drawn: Drawn = { data, variant, width, scale, share };
        if (render === 'share') {
          // Most apps share a PNG; some a JPEG of good quality.
          const asPng = r.chance(0.6);
          const file = `${name}.${asPng ? 'png' : 'jpg'}`;
          drawnByFile.set(file, drawn);
          await save(
            { ...base, file, form: asPng ? 'png' : 'jpeg' },
            asPng ? await png(share) : await jpeg(share, r.int(82, 92)),
          );
        } else if (render === 'whatsapp') {
          const maxSide = r.pick([1600, 1280]);
          const bytes = await sharp(share)
            .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
            .jpeg({ quality: r.int(40, 70) })
            .toBuffer();
          drawnByFile.set(`${name}.jpg`, drawn);
          await save({ ...base, file: `${name}.jpg`, form: 'jpeg' }, bytes);
        } else if (render === 'scrolled') {
          const shot = await scrolledShot(browser, drawn);
          const asPng = scale <= 2;
          await save(
            { ...base, file: `${name}.${asPng ? 'png' : 'jpg'}`, form: asPng ? 'png' : 'jpeg' },
            asPng ? await png(shot) : await jpeg(shot, 85),
          );
        } else if (render === 'photo') {
          const { bytes, tilt } = await photoOf(browser, share, variant.dark);
          await save({ ...base, file: `${name}.jpg`, form: 'jpeg', tilt }, bytes);
        } else if (render === 'pdf-image') {
          await save({ ...base, file: `${name}.pdf`, form: 'pdf' }, await imagePdf(browser, share));
        } else {
          await save(
            { ...base, file: `${name}.pdf`, form: 'pdf' },
            await textPdf(browser, data, variant, width),
          );
        }
      }
    }
    // Edited fakes and re-sent copies, each from a different layout's share or chat image.
    const sources = [...drawnByFile.keys()];
    const fakeFrom = LAYOUTS.slice(0, FAKES).map((l) => sources.find((f) => f.startsWith(`${l}-`))!);
    for (const [n, source] of fakeFrom.entries()) {
      const drawn = drawnByFile.get(source)!;
      let centavos = amountCentavos(r);
      while (centavos === drawn.data.centavos) centavos = amountCentavos(r);
      const bytes = await paintedOver(browser, drawn, centavos);
      const original = manifest.find((e) => e.file === source)!;
      await save(
        {
          ...original,
          file: `${drawn.data.layout}-fake-${n + 1}.jpg`,
          form: 'jpeg',
          truth: truthOf(drawn.data, centavos),
          fake: true,
          editOf: source,
        },
        await jpeg(bytes, r.int(75, 90)),
      );
    }
    const copyFrom = LAYOUTS.slice(LAYOUTS.length - COPIES).map((l) =>
      [...sources].reverse().find((f) => f.startsWith(`${l}-`))!,
    );
    for (const [n, source] of copyFrom.entries()) {
      const original = manifest.find((e) => e.file === source)!;
      const bytes = await resent(await readFile(path.join(OUT, source)));
      await save(
        {
          ...original,
          file: `${original.layout}-copy-${n + 1}.jpg`,
          form: 'jpeg',
          cropped: true,
          copyOf: source,
        },
        bytes,
      );
    }
  } finally {
    await browser.close();
  }
  await writeFile(path.join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${manifest.length} receipts in ${path.relative(process.cwd(), OUT)}`);
}

await main();
