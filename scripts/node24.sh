#!/usr/bin/env bash
# Runs the unit tests and a production smoke test (build, start, fetch pages, post a lead) on Node 24 LTS,
# the version the README recommends for production, with Node 24 from the npm registry's `node@24`
# package. The machine's own Node (20) stays the one `npm install && npm start` must work on; the
# SQLite driver for each is chosen at run time (server/db/sqlite-driver.ts, decision 041).
set -euo pipefail
cd "$(dirname "$0")/.."

node24="$(npx -y node@24 -p process.execPath)"
export PATH="$(dirname "$node24"):$PATH"
echo "Node 24 stage: Node $(node --version) from the registry's node@24"

npx vitest run
# Its own build folder, so the build the end-to-end tests used stays as it was.
export BUILD_DIR=build-node24
npm run build >/dev/null
node scripts/smoke.mjs
