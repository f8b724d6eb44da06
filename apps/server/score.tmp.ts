import { loadCorpus, corpusFile } from './tools/receipt-corpus/corpus';
import { extractText, startOcrEngine } from './src/receipt-reading/extract-text';
import { parseReceiptText } from '@panel/domain/receipt-reading/receipt-parser';
const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
const corpus = (await loadCorpus()).filter((e) => !only || only.test(e.file));
const engine = await startOcrEngine('/tmp/rd/tcache');
const norm = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/g, ' ').trim();
let bad = 0;
for (const e of corpus) {
  const t = Date.now();
  const text = await extractText(
    await corpusFile(e),
    e.form === 'jpeg' ? 'jpeg' : e.form,
    async () => engine,
  );
  const parsed = parseReceiptText(text.lines);
  const misses = Object.entries(e.truth).filter(
    ([k, v]) => norm(parsed.fields[k as 'amount']?.value ?? '') !== norm(v),
  );
  console.log(
    `${e.file} ${Date.now() - t}ms ${misses.length ? 'MISS ' + misses.map(([k, v]) => `${k}: want ${v} got ${parsed.fields[k as 'amount']?.value}`).join(' | ') : 'ok'}`,
  );
  if (misses.length && process.env.SHOW) console.log(text.lines.map((l) => '   > ' + l.text).join('\n'));
  if (misses.length) bad++;
}
console.log('bad', bad, 'of', corpus.length);
await engine.terminate();
