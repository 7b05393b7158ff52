import { z } from 'zod';

// In a browser our CSP forbids eval. Zod compiles object parsers with `new Function` when it may, and probes
// for that as the first object schema is built: the probe fails harmlessly but the browser reports a CSP
// violation on every page. The server keeps the compiled parsers.
if ('window' in globalThis) z.config({ jitless: true });

/**
 * zod, configured: every schema module imports `z` from here, so this module has run before any schema is built,
 * whatever order a bundler puts the modules in (package.json `sideEffects` lets it skip index.ts).
 */
export { z };
