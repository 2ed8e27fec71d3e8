/**
 * Zod 4 compiles object parsers with `new Function` when it may, and tests whether it may by trying once. The
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids it, so the try fails, and Chrome logs a CSP
 * violation in its Issues panel for every visitor (Lighthouse's best-practices audit counts it). Telling zod not to
 * try (its `jitless` setting, read from this global when zod loads, before any schema is built) avoids both; the
 * interpreted parsers are what the app ran with anyway. Imported first by main.tsx, before any chunk with zod loads.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
