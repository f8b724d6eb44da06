/**
 * `npx tsx apps/server/tools/receipt-corpus/generate.ts [perLayout]`: renders the receipt corpus of
 * docs/features/receipt-reading.md into apps/server/bench/receipt-corpus/ with its manifest.json.
 * Debian Chromium draws each layout's HTML with the apps' real fonts at phone resolution (360 CSS px
 * at 2×); sharp then does what a chat app does to a screenshot: JPEG recompression, a slight tilt, a
 * crop. Some receipts become a PDF with a text layer. Seeded: the same files on every run.
 */
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { fakeTransfer, seeded } from './fake-transfer';
import { LAYOUTS, truthOf, type Layout } from './layouts';
import { CORPUS_DIR, type CorpusEntry } from '../../src/receipt-reading/corpus';

const require = createRequire(import.meta.url);
const fontFile = (family: string, weight: number) => {
  const pkg = family.toLowerCase().replace(' ', '-');
  return require.resolve(`@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff2`);
};

function page(layout: Layout, html: string, dark: boolean): string {
  const faces = [400, 700]
    .map(
      (w) =>
        `@font-face{font-family:'${layout.font}';font-weight:${w};src:url(data:font/woff2;base64,${readFileSync(fontFile(layout.font, w)).toString('base64')})}`,
    )
    .join('');
  const [bg, fg, muted, card] = dark
    ? ['#121417', '#f1f3f5', '#a0a7b0', '#1d2126']
    : ['#ffffff', '#1b1d21', '#5f6670', '#f3f5f7'];
  return `<!doctype html><html><head><meta charset="utf-8"><style>${faces}
    body{margin:0;background:${bg};color:${fg};font-family:'${layout.font}',sans-serif;font-size:15px}
    #r{width:360px;padding:22px 20px 28px;box-sizing:border-box}
    h1{font-size:19px;margin:10px 0 6px}.big{font-size:34px;font-weight:700;margin:10px 0}
    .muted{color:${muted};font-size:14px;margin:3px 0}.name{font-weight:700;font-size:17px;margin:2px 0}
    .card{background:${card};border-radius:12px;padding:12px 14px;margin:12px 0}
    .row{display:flex;justify-content:space-between;gap:12px;padding:9px 0;border-bottom:1px solid ${card}}
    .row .l{color:${muted};flex:1 1 auto}.row .v{text-align:right;font-weight:600;white-space:nowrap}.row.strong .v{font-size:20px}
    .mono{font-size:17px;font-weight:600;letter-spacing:.5px}
    .brand{font-weight:700;font-size:16px;padding:6px 10px;border-radius:8px;display:inline-block;color:#fff}
    .mp{background:#00a1e4}.bna{background:#1b5fa8}.galicia{background:#f27121}.santander{background:#ec0000}
    .bbva{background:#072146}.brubank{background:#6e38f7}.uala{background:#3e6bfd}.nx{background:#fe5000}
    .dni{background:#0f7a3c}.foot{color:${muted};font-size:12px;margin-top:18px;text-align:center}
  </style></head><body><div id="r">${html}</div></body></html>`;
}

/** Index i of a layout decides its form, so each layout gets every kind of damage. */
function formOf(layout: Layout, i: number): CorpusEntry['form'] {
  if (layout.pdf && i % 5 === 3) return 'pdf';
  return i % 4 === 0 ? 'png' : 'jpeg';
}

async function main() {
  const perLayout = Number(process.argv[2] ?? 10);
  const rnd = seeded(15);
  await rm(CORPUS_DIR, { recursive: true, force: true });
  await mkdir(CORPUS_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, deviceScaleFactor: 2 });
  const tab = await context.newPage();
  const manifest: CorpusEntry[] = [];
  for (const layout of LAYOUTS) {
    for (let i = 0; i < perLayout; i++) {
      const transfer = fakeTransfer(rnd, layout.operationNumber);
      const dark = rnd() < layout.darkShare;
      await tab.setContent(
        page(layout, `${layout.body(transfer, dark)}<div class="foot">${layout.footer}</div>`, dark),
      );
      await tab.evaluate('document.fonts.ready');
      const form = formOf(layout, i);
      const name = `${layout.id}-${String(i + 1).padStart(2, '0')}`;
      let file: string;
      let tilt = 0;
      let cropped = false;
      if (form === 'pdf') {
        const height = Number(await tab.evaluate("document.getElementById('r').offsetHeight"));
        file = `${name}.pdf`;
        await writeFile(
          path.join(CORPUS_DIR, file),
          await tab.pdf({
            width: '360px',
            height: `${height + 2}px`,
            printBackground: true,
            pageRanges: '1',
          }),
        );
      } else {
        const shot = await tab.locator('#r').screenshot();
        tilt = i % 3 === 1 ? (rnd() < 0.5 ? -1 : 1) * (0.5 + rnd()) : 0;
        cropped = i % 5 === 2;
        let image = sharp(shot);
        if (tilt)
          image = sharp(await image.rotate(tilt, { background: dark ? '#121417' : '#ffffff' }).toBuffer());
        if (cropped) {
          const meta = await image.metadata();
          const cut = Math.round(meta.height! * 0.02);
          image = sharp(
            await image
              .extract({ left: 6, top: cut, width: meta.width! - 12, height: meta.height! - 2 * cut })
              .toBuffer(),
          );
        }
        if (form === 'png') {
          file = `${name}.png`;
          await image.png({ palette: true, colours: 64 }).toFile(path.join(CORPUS_DIR, file));
        } else {
          file = `${name}.jpg`;
          // A chat app's recompression: a smaller width and a low quality.
          await image
            .resize({ width: 600 + Math.round(rnd() * 120) })
            .jpeg({ quality: 55 + Math.round(rnd() * 20) })
            .toFile(path.join(CORPUS_DIR, file));
        }
      }
      manifest.push({
        file,
        layout: layout.id,
        dark,
        form,
        tilt: Math.round(tilt * 10) / 10,
        cropped,
        truth: truthOf(layout, transfer),
      });
    }
  }
  await browser.close();
  await writeFile(path.join(CORPUS_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${manifest.length} receipts in ${CORPUS_DIR}`);
}

await main();
