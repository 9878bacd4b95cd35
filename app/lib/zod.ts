import { z } from "zod";

/**
 * zod for the whole app. `jitless` stops zod from probing `new Function`,
 * which our Content-Security-Policy forbids (the probe would log a CSP
 * violation in every browser that parses a schema). Import z from here.
 */
z.config({ jitless: true });

export { z };
