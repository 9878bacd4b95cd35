/**
 * `npm run dev`'s entry: development mode and a database of its own, set
 * before React and React Router load (they pick their build from NODE_ENV),
 * then the server itself (./dev-server.ts).
 *
 * DATA_DIR comes from the real environment only, never from .env: a .env
 * copied from .env.example names the folder `npm start` uses, and
 * development must not write its test leads and accounts there.
 */
process.env.NODE_ENV = "development";
process.env.DATA_DIR ||= "./data/dev";

await import("./dev-server");

export {};
