import type { Rollup } from 'vite';

/**
 * Which file each module of the web build goes to (docs/architecture.md, "What the browser downloads").
 * Left to itself Rollup makes a chunk per set of screens sharing a module: a cold /checker loaded 63
 * small scripts. Here each module is grouped by the screens that reach it: the first screen's entry
 * ('app'), /login ('login'), the signed-in layer and /checker ('checker', which other screens share),
 * React ('react'), and any other set of screens a file of its own, as Rollup would.
 *
 * Every module is named: one left out would go along with the first named module importing it, and
 * a package's index (`@mantine/core`) imports all its components. So reach is followed through such
 * an index only to the files that import one of the module's names.
 */
type ModuleInfo = Rollup.ModuleInfo;
type Lookup = (id: string) => ModuleInfo | null;

const REACT = /node_modules\/(react|react-dom|react-router|scheduler)\/|^\0commonjsHelpers/;
const LOGIN_ROOTS = [/\/src\/features\/auth\/components\/login-page\.tsx$/];
/** What a signed-in operator's cold /checker imports on demand at once. */
const CHECKER_ROOTS = [
  /\/src\/app\/signed-in-layer\.tsx$/,
  /\/src\/app\/routes\/checker-screen\.tsx$/,
  /\/src\/lib\/session-schema\.ts$/,
  /\/node_modules\/@mantine\/modals\/esm\/index\.mjs$/,
];
const INDEX_IMPORTS = 8;

/** A package's index: many re-exported files and no code of its own left after tree-shaking. */
const isIndex = (info: ModuleInfo) =>
  info.id.includes('/node_modules/') && !info.isIncluded && info.importedIds.length >= INDEX_IMPORTS;

/** The names an index gives a module's exports: its own, and its file's name for a default one. */
const exportedNames = (info: ModuleInfo) =>
  (info.exports ?? []).map((name) => (name === 'default' ? baseName(info.id) : name));

/** The names a file imports or re-exports in braces; null when it takes a whole namespace. */
function namesImported(code: string | null): Set<string> | null {
  if (!code || /import\s*\*\s*as\s/.test(code)) return null;
  const names = new Set<string>();
  for (const [, list] of code.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*['"]/g))
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  return names;
}

const baseName = (id: string) => /([^/]+?)(\.[^./]+)?$/.exec(id)?.[1] ?? 'chunk';

function hash(text: string): string {
  let h = 0;
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return (h >>> 0).toString(36);
}

export function chunkGroups() {
  const rootsOf = new Map<string, Set<string>>();
  const groups = new Map<string, string | undefined>();
  const imported = new Map<string, Set<string> | null>();
  const importsAny = (info: ModuleInfo, names: readonly string[]) => {
    if (!imported.has(info.id)) imported.set(info.id, namesImported(info.code));
    const list = imported.get(info.id);
    return !list || names.some((name) => list.has(name));
  };
  const isRoot = (info: ModuleInfo) => info.isEntry || info.dynamicImporters.length > 0;

  /** The entry and on-demand modules whose static imports reach `id`, through indexes by name. */
  function roots(id: string, lookup: Lookup): Set<string> {
    const known = rootsOf.get(id);
    if (known) return known;
    const found = new Set<string>();
    const seen = new Set<string>([id]);
    const queue: [string, readonly string[] | null][] = [[id, null]];
    while (queue.length) {
      const [at, names] = queue.shift()!;
      const info = lookup(at);
      if (!info) continue;
      const done = at !== id && rootsOf.get(at);
      if (done) {
        for (const root of done) found.add(root);
        continue;
      }
      if (isRoot(info)) found.add(at);
      const carried = isIndex(info) ? names : exportedNames(info);
      for (const importer of info.importers) {
        const above = lookup(importer);
        if (!above) continue;
        if (isIndex(above)) {
          const key = `${importer} ${carried?.join()}`;
          if (seen.has(key)) continue;
          seen.add(key);
          queue.push([importer, carried]);
        } else if ((!isIndex(info) || !names || importsAny(above, names)) && !seen.has(importer)) {
          seen.add(importer);
          queue.push([importer, null]);
        }
      }
    }
    rootsOf.set(id, found);
    return found;
  }

  function group(id: string, lookup: Lookup): string | undefined {
    if (groups.has(id)) return groups.get(id);
    groups.set(id, undefined);
    const info = lookup(id);
    let name: string | undefined;
    if (REACT.test(id)) name = 'react';
    else if (!info?.isIncluded) name = undefined;
    // What only React's files import (react-router's cookie parser) stays with React.
    else if (info.importers.length && info.importers.every((importer) => group(importer, lookup) === 'react'))
      name = 'react';
    else {
      const found = [...roots(id, lookup)];
      const matches = (patterns: RegExp[]) => found.some((root) => patterns.some((p) => p.test(root)));
      if (found.some((root) => lookup(root)?.isEntry)) name = 'app';
      else if (matches(LOGIN_ROOTS)) name = 'login';
      else if (matches(CHECKER_ROOTS)) name = 'checker';
      else if (found.length === 1) name = baseName(found[0]!);
      else name = `shared-${hash(found.sort().join())}`;
    }
    groups.set(id, name);
    return name;
  }

  return (id: string, { getModuleInfo }: Rollup.ManualChunkMeta) => group(id, getModuleInfo);
}
