// Every file, doc and doc section that a comment or a doc cites exists: a path from the root or its
// tail (`csv/large-csv.ts`), a doc with an anchor (`#machine-keys`), a quoted section after it
// ('Layers', "Layers", with or without a comma) or a capitalised one in brackets, as in
// (docs/features/players.md, Directorio); a section is a heading, or the bold or list-item lead of
// a paragraph. Reads the Markdown files whole, and in scripts the comments, plus the docs that test
// names cite. Usage: node scripts/check-citations.mjs (exit 1 when a citation is stale).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(join(root, file)));
const known = new Set(files);
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const CITED = 'ts|tsx|js|mjs|cjs|md|json|sql|css|ya?ml|sh';

/**
 * The comments of a script at their own offsets, so lines still count: strings are filled with
 * their quote character, the rest of the code with spaces.
 */
function comments(text) {
  const out = [];
  let i = 0;
  const keep = (from, to) => out.push(text.slice(from, to));
  const blank = (from, to, fill = ' ') => out.push(text.slice(from, to).replace(/[^\n]/g, fill));
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    let end;
    if (c === '/' && next === '/') {
      end = text.indexOf('\n', i);
      if (end < 0) end = text.length;
      keep(i, end);
    } else if (c === '/' && next === '*') {
      end = text.indexOf('*/', i + 2);
      end = end < 0 ? text.length : end + 2;
      keep(i, end);
    } else if (c === "'" || c === '"' || c === '`') {
      // A string (a template's ${…} parts are read as part of it: a comment there is rare).
      end = i + 1;
      while (end < text.length && text[end] !== c && !(c !== '`' && text[end] === '\n'))
        end += text[end] === '\\' ? 2 : 1;
      blank(i, ++end, c);
    } else if (c === '/' && /[(,=:[!&|?{};]\s*$|return\s*$|^\s*$/.test(text.slice(Math.max(0, i - 12), i))) {
      // A regular expression literal: up to its closing slash, classes included.
      end = i + 1;
      let inClass = false;
      while (end < text.length && text[end] !== '\n' && (inClass || text[end] !== '/')) {
        if (text[end] === '\\') end++;
        else if (text[end] === '[') inClass = true;
        else if (text[end] === ']') inClass = false;
        end++;
      }
      blank(i, ++end);
    } else {
      // Plain code up to the next slash or quote, in one piece.
      const special = /[/'"`]/g;
      special.lastIndex = i + 1;
      end = special.exec(text)?.index ?? text.length;
      blank(i, end);
    }
    i = end;
  }
  return out.join('');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
const plain = (text) => text.replace(/[`*_]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** A doc's sections: its headings, and the bold or list-item lead of each paragraph. */
const sectionsOf = new Map();
function sections(doc) {
  if (!sectionsOf.has(doc)) {
    const names = [];
    const anchors = new Set();
    let fenced = false;
    for (const line of readFileSync(join(root, doc), 'utf8').split('\n')) {
      if (line.startsWith('```')) fenced = !fenced;
      if (fenced) continue;
      const heading = /^#+\s+(.*)$/.exec(line);
      if (heading) {
        names.push(plain(heading[1]));
        anchors.add(slug(heading[1].replace(/`/g, '')));
      }
      const bold = /^\s*(?:[-*]\s+|\d+\.\s+)?\*\*([^*]+)\*\*/.exec(line);
      if (bold) names.push(plain(bold[1]));
      const item = /^\s*[-*]\s+([^.:(]+)/.exec(line);
      if (item) names.push(plain(item[1]));
    }
    sectionsOf.set(doc, { names, anchors });
  }
  return sectionsOf.get(doc);
}
/** The cited name is a section's name, or where one begins ('Bounded files' of 'Bounded files (issue 28)'). */
const hasSection = (doc, name) =>
  sections(doc).names.some(
    (s) => s === plain(name) || (s.startsWith(plain(name)) && /^\W/.test(s.slice(plain(name).length))),
  );

/** The file a cited path names: from the root, from the citing file's folder, or a known path's tail. */
function target(path, from) {
  const candidates = [normalize(path), relative(root, resolve(root, dirname(from), path))];
  const found = candidates.find((c) => known.has(c));
  if (found) return found;
  // The project's shared briefs (STYLE, STACK...) sit beside the repository, outside what is checked.
  if (path.startsWith('../shared/')) return path;
  if (/^(\.|apps\/|packages\/|docs\/|scripts\/|e2e\/)/.test(path)) return null;
  return files.find((file) => file.endsWith(`/${path}`)) ?? null;
}

// A path: word characters, dots, slashes and hyphens, ending in a known extension; not part of a
// URL, a glob or a template (`<f>`, `*`, `${}`), an npm package (`@x/y`) or a longer word.
const citation = new RegExp(
  `(?<![\\w@<>*{}$/.:-])((?:\\.{1,2}/)*[\\w][\\w./-]*\\.(?:${CITED}))(?![\\w/<>*{}-])` +
    // then an anchor, a quoted section name after an optional comma, or a capitalised one in brackets
    `(?:#([\\w-]+)|,? ?(?:'([^'\\n]+)'|"([^"\\n]+)")|, ([A-Z][^()/\\n]*)(?=\\)))?`,
  'g',
);

const stale = [];
for (const file of files.filter((f) => CODE.test(f) || f.endsWith('.md'))) {
  const text = readFileSync(join(root, file), 'utf8');
  // In a script, a doc is cited in comments and test names alike; other files only in comments.
  const commented = file.endsWith('.md') ? text : comments(text);
  for (const m of text.matchAll(citation)) {
    const [, path, anchor, ...quoted] = m;
    // Comments are kept as they are; elsewhere the mask holds a string's quote (or a space for code).
    const quote = commented[m.index] === text[m.index] ? null : commented[m.index];
    if (quote && !path.endsWith('.md')) continue;
    // A bare name in .js, .json or .yaml is mostly a product or a file the reader writes (Node.js,
    // pdf.js, prometheus.yml), not a place in the repository.
    if (/\.(js|json|ya?ml)$/.test(path) && !path.includes('/')) continue;
    const line = text.slice(0, m.index).split('\n').length;
    const where = `${file}:${line}`;
    const found = target(path, file);
    if (!found) {
      stale.push(`${where}: no file ${path}`);
      continue;
    }
    // Inside a string its own quote ends it: a section quoted with the other one still counts.
    const section = quoted.find((name, i) => name && quote !== `'"`[i]);
    if (found.endsWith('.md') && anchor && !sections(found).anchors.has(anchor))
      stale.push(`${where}: no section #${anchor} in ${found}`);
    if (found.endsWith('.md') && section && !hasSection(found, section))
      stale.push(`${where}: no section '${section}' in ${found}`);
  }
}

for (const line of stale) console.log(line);
console.log(`${stale.length} stale citation(s)`);
process.exit(stale.length ? 1 : 0);
