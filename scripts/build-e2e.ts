/**
 * The build the end-to-end suite runs (`npm run test:e2e`): `npm run build` with the business identity the test
 * server runs with (e2e/business.ts), so the prerendered pages every sweep reads (reflow, axe, HTML validity,
 * focus) are the site as launched, WhatsApp and the CTA bar included. What an unconfigured site shows is covered by
 * e2e/unconfigured.spec.ts, against a server of its own without the identity.
 */
import { spawnSync } from "node:child_process";
import { e2eBusinessEnv } from "../e2e/business";

const { status } = spawnSync("npm", ["run", "build"], {
  stdio: "inherit",
  env: { ...process.env, ...e2eBusinessEnv },
});
process.exit(status ?? 1);
