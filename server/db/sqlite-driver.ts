import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

/**
 * better-sqlite3 for the Node this process runs on (decision 041). Version 12 is built from source
 * against the machine's Node and is the only one that runs on Node 20; on Node 24.19 and later its
 * statements abort the process when an idle garbage collection finalises them (a CHECK inside
 * Node's ObjectWrap). Version 13 is built on Node-API, ships prebuilt binaries, and needs Node 22
 * or later: on Node 20 it crashes on load. Both have the same API.
 */
const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split(".")[0]);

export const SQLITE_DRIVER_PACKAGE = nodeMajor >= 22 ? "better-sqlite3-napi" : "better-sqlite3";

export type SqliteDatabase = BetterSqlite3.Database;

export const SqliteDatabase = require(SQLITE_DRIVER_PACKAGE) as typeof BetterSqlite3;
