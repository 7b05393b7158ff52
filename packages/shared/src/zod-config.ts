import { z } from 'zod/mini';

// In a browser our CSP forbids eval. Classic zod compiles object parsers with `new Function` when it may, and
// probes for that as the first object schema is built: the probe fails harmlessly but the browser reports a CSP
// violation on every page. zod/mini's objects never compile, but the setting stays so that nothing built on
// zod's core (here or in an app) can start probing.
if ('window' in globalThis) z.config({ jitless: true });

// zod/mini leaves messages to a locale it does not load by itself: the server loads English's (zod-english.ts);
// a browser shows a schema's own messages only, never zod's, so no page carries them.

/**
 * zod/mini, configured: every schema module imports `z` from here, so this module has run before any schema is
 * built, whatever order a bundler puts the modules in (package.json `sideEffects` lets it skip index.ts).
 */
export { z };
