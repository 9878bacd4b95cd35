/**
 * `npm run dev`'s entry: development mode and a database of its own, set
 * before React loads (it picks its build from NODE_ENV), then the server
 * itself (./dev-server.ts). The script runs Node with
 * `--conditions=development`: React Router 8 picks its build by that
 * condition, and Vite's server build, which makes the request context, loads
 * the development one; the server must load the same copy, or React Router's
 * handler refuses the context as not its own `RouterContextProvider`
 * (e2e/dev-server.spec.ts fails with a 500).
 *
 * DATA_DIR comes from the real environment only, never from .env: a .env
 * copied from .env.example names the folder `npm start` uses, and
 * development must not write its test leads and accounts there.
 */
process.env.NODE_ENV = "development";
process.env.DATA_DIR ||= "./data/dev";

await import("./dev-server");

export {};
