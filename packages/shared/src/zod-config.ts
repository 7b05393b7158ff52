import { z } from 'zod';

// In a browser our CSP forbids eval. Zod compiles object parsers with `new Function` when it may, and probes
// for that as the first object schema is built: the probe fails harmlessly but the browser reports a CSP
// violation on every page. index.ts imports this module first, before any schema is built. The server keeps
// the compiled parsers.
if ('window' in globalThis) z.config({ jitless: true });
