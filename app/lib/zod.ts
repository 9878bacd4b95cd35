import { config } from "zod/mini";

/**
 * zod for code that reaches the browser: the functional "mini" API, which
 * bundlers tree-shake (the full API costs about 20 KB compressed per page).
 * Import it as a namespace (`import * as z from "#app/lib/zod"`) so only the
 * functions used are bundled. `jitless` stops zod from probing `new Function`,
 * which our Content-Security-Policy forbids. Server-only modules
 * (`*.server.ts`) may import "zod" itself.
 */
config({ jitless: true });

export * from "zod/mini";
