import { config } from 'zod';

/**
 * Zod compiles fast parsers with `new Function` unless told not to, and probes for it first: under the server's
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') the probe is refused and every page reported a
 * violation. Jitless parsing is the same result without eval. Imported first by main.tsx, before any schema parses.
 */
config({ jitless: true });
