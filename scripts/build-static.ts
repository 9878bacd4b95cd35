/**
 * After `react-router build`: makes build/client a folder any static host or
 * CDN can serve, and tells the Node server what it needs to serve it itself.
 * - The prerendered not-found page moves to build/client/404.html (the static
 *   hosts' convention), so /404 is not a page of its own.
 * - Every text file gets .br and .gz siblings (served by Accept-Encoding).
 * - BUILD_DIR/static-pages.json lists each prerendered page with the CSP
 *   hashes of its inline scripts and its ETag.
 */
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { etagOf, scriptHashes } from "./static-pages";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = join(buildDir, "client");
const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|data|webmanifest)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function pagePath(file: string): string {
  const dir = relative(clientDir, file).split(sep).slice(0, -1).join("/");
  return dir === "" ? "/" : `/${dir}`;
}

renameSync(join(clientDir, "404", "index.html"), join(clientDir, "404.html"));
rmSync(join(clientDir, "404"), { recursive: true });
rmSync(join(clientDir, "404.data"), { force: true });

const describe = (file: string) => {
  const html = readFileSync(file);
  return {
    file: relative(clientDir, file).split(sep).join("/"),
    etag: etagOf(html),
    scriptHashes: scriptHashes(html.toString("utf8")),
  };
};

const all = files(clientDir);
const pages = Object.fromEntries(
  all.filter((file) => file.endsWith(`${sep}index.html`)).map((file) => [pagePath(file), describe(file)]),
);
writeFileSync(
  join(buildDir, "static-pages.json"),
  `${JSON.stringify({ pages, notFound: describe(join(clientDir, "404.html")) }, null, 2)}\n`,
);

let written = 0;
for (const file of all.filter((name) => compressible.test(name))) {
  const content = readFileSync(file);
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = gzipSync(content, { level: 9 });
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
  written += 1;
}
console.log(`static: ${Object.keys(pages).length} pages + 404.html described, ${written} files precompressed (br, gz)`);
