/**
 * zod compiles fast parsers with `new Function` when it may; the shop's Content-Security-Policy
 * forbids eval, and even zod's caught probe shows up as a CSP violation in the browser (and costs
 * Lighthouse best-practice points). Jitless parsing is plenty fast for the shop's small answers.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (what `z.config()` writes). It is
 * set here directly, without importing zod (so the first bundle stays free of it): zod reads the
 * flag when a schema is defined, so main.tsx imports this module first of all, before any chunk
 * with schemas loads. zod-setup.test.ts checks that zod sees it.
 */
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(g.__zod_globalConfig ??= {}).jitless = true;

export {};
