import { z } from 'zod/v4';

// zod probes `new Function` to speed up object checks; the Content Security Policy forbids it, so the
// probe raised a CSP violation on every page. Jitless checks the same way without the probe. zod reads
// the setting when each object schema is built, so the build hands this module to every `import …
// from 'zod'` (vite.config.ts): whichever screen brings zod first, the setting comes before any schema.
z.config({ jitless: true });

export * from 'zod/v4';
export default z;
