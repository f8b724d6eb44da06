import { z } from 'zod';

// zod probes `new Function` to speed up object checks; the Content Security Policy forbids it, so the
// probe raised a CSP violation on every page. Jitless checks the same way without the probe. zod reads
// the setting when each object schema is built, so this module is imported before any other.
z.config({ jitless: true });
