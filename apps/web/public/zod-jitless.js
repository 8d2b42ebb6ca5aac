/*
 * Zod builds its object parsers with `new Function` unless told not to, and probes for it when a schema is created:
 * under the server's Content-Security-Policy (script-src 'self', no 'unsafe-eval') the probe is refused and every
 * page reported a violation. Jitless parsing gives the same results without eval. Zod reads this object as its
 * global config; it must be set before the first schema exists, so it is a plain script that runs (deferred, in
 * document order) before the app's module, whatever order the bundler gives the app's chunks.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
