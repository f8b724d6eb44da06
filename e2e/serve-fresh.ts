// The E2E server starts on an empty data folder every run, so the demo seed is what tests see.
import { rmSync } from 'node:fs';
import path from 'node:path';

rmSync(path.resolve(process.env.DATA_DIR ?? '.tmp/e2e-data'), { recursive: true, force: true });
await import('../apps/server/src/main');
