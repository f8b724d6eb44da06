// `npm start` builds the web app only when the build is missing or older than what it is made of
// (README 'Scripts'); `npm run build` always builds. A second start skips about 30 s of vite.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the build reads: sources, public files, the page, the config and the installed packages. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

/** The newest modification under `target`: folders count too, so a deleted file is a change. */
function newestChange(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

function builtAt() {
  try {
    // vite writes index.html near the end of a build, and empties the folder when one starts.
    return statSync(path.join(root, 'apps/web/dist/index.html')).mtimeMs;
  } catch {
    return 0;
  }
}

const built = builtAt();
const changed = Math.max(...INPUTS.map((input) => newestChange(path.join(root, input))));
if (built > changed) {
  console.log('apps/web/dist is current: vite build skipped (`npm run build` builds anyway).');
} else {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  process.exit(result.status ?? 1);
}
