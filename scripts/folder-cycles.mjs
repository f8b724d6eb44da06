// Lists folder-level import loops (a folder that reaches itself through other folders' imports).
// File-level cycles are caught by ESLint (import-x/no-cycle); this catches loops between folders,
// which file-level checks miss. Usage: node scripts/folder-cycles.mjs  (exit 1 when a loop exists)
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const roots = ['packages/domain/src', 'apps/server/src', 'apps/web/src'];
const aliases = { '@/': 'apps/web/src/', '@panel/domain/': 'packages/domain/src/' };

const sourceFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Test support (test/ folders) is left out, as are the *.test files.
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const resolveFile = (base) =>
  ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
    .map((ext) => base + ext)
    .find((p) => existsSync(p) && statSync(p).isFile());

// The unit is a top-level folder (a web feature counts as one: features/<name>); its subfolders are
// its inside. A file directly under a source root (app.ts, rules.ts...) is a unit of its own.
const folderOf = (file) => {
  const srcRoot = roots.find((r) => relative(root, file).startsWith(r + '/'));
  const parts = relative(join(root, srcRoot), file).split('/');
  if (parts.length === 1) return relative(root, file);
  return join(srcRoot, ...parts.slice(0, parts[0] === 'features' ? 2 : 1));
};
const edges = new Map();
for (const file of roots.flatMap((r) => sourceFiles(join(root, r)))) {
  const from = folderOf(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
    const alias = Object.keys(aliases).find((a) => spec.startsWith(a));
    const base = spec.startsWith('.')
      ? resolve(dirname(file), spec)
      : alias
        ? join(root, aliases[alias], spec.slice(alias.length))
        : null;
    const target = base && resolveFile(base);
    if (!target) continue;
    const to = folderOf(target);
    if (to !== from) (edges.get(from) ?? edges.set(from, new Set()).get(from)).add(to);
  }
}

// Tarjan's strongly connected components: every component with more than one folder is a loop.
let index = 0;
const stack = [],
  state = new Map(),
  loops = [];
const visit = (v) => {
  state.set(v, { index, low: index++, onStack: true });
  stack.push(v);
  for (const w of edges.get(v) ?? []) {
    if (!state.has(w)) {
      visit(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
  }
  if (state.get(v).low === state.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) loops.push(component.sort());
  }
};
for (const v of edges.keys()) if (!state.has(v)) visit(v);

for (const loop of loops) console.log(`loop: {${loop.join(', ')}}`);
console.log(`${loops.length} folder-level import loop(s)`);
process.exit(loops.length ? 1 : 0);
