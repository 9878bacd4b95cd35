import * as z from "zod/mini";

/**
 * zod for code that reaches the browser: the functional "mini" API, which
 * bundlers tree-shake (the full API costs about 20 KB compressed per page).
 * `jitless` stops zod from probing `new Function`, which our
 * Content-Security-Policy forbids. Server-only modules may import "zod".
 */
z.config({ jitless: true });

export { z };
