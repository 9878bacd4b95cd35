import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { businessFromEnv, ConfigError, env, type Env } from "./env.server";
import type { Business, Photo } from "./business";
import { photoFromFiles } from "./photo";

/**
 * Where a public file can be: public/ while building (and when the server
 * runs from the project), BUILD_DIR/client when only the build was deployed.
 */
function publicFolders(config: Env, cwd: string): string[] {
  return [path.join(cwd, "public"), path.join(cwd, config.BUILD_DIR, "client")];
}

function specialistPhoto(config: Env, cwd: string): Photo | undefined {
  const configured = config.SPECIALIST_PHOTO;
  if (!configured) return undefined;
  const folder = publicFolders(config, cwd)
    .map((root) => path.join(root, path.dirname(configured)))
    .find((candidate) => existsSync(path.join(candidate, path.basename(configured))));
  if (!folder) {
    throw new ConfigError(`Invalid configuration: SPECIALIST_PHOTO: ${configured} is not a file under public/`);
  }
  return photoFromFiles(configured, readdirSync(folder));
}

/** The identity of a configuration, its photo looked up in the files of `cwd`. */
export function loadBusiness(config: Env, cwd = process.cwd()): Business {
  const business = businessFromEnv(config);
  const photo = specialistPhoto(config, cwd);
  return { ...business, specialist: { ...business.specialist, ...(photo ? { photo } : {}) } };
}

let cached: Business | undefined;

/** The identity of this process's configuration, read once. */
export function business(): Business {
  cached ??= loadBusiness(env());
  return cached;
}
