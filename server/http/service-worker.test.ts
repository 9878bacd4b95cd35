import { readFileSync } from "node:fs";
import { join } from "node:path";
import express from "express";
import { describe, expect, it } from "vitest";
import { site } from "#app/config/site";
import { serviceWorkerScope } from "./service-worker";

/** The panel as an installable app: its manifest, icons, offline page and service worker (public/painel). */

const dir = join(import.meta.dirname, "../../public/painel");
const read = (file: string) => readFileSync(join(dir, file));

function pngSize(file: string): string {
  const png = read(file);
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe("the panel's web app", () => {
  it("has a pt-BR manifest named after the brand, scoped to /painel, with the icons it names", () => {
    const manifest = JSON.parse(read("manifest.webmanifest").toString("utf8")) as {
      name: string;
      lang: string;
      scope: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest.name).toContain(site.brand);
    expect(manifest).toMatchObject({ lang: "pt-BR", scope: "/painel", start_url: "/painel" });
    for (const icon of manifest.icons) expect(pngSize(icon.src.replace("/painel/", ""))).toBe(icon.sizes);
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  });

  it("keeps only the offline page and an icon: the service worker never stores an answer of the panel", () => {
    const worker = read("sw.js").toString("utf8");
    expect(worker).not.toMatch(/cache\.put|\.put\(/);
    expect(worker).toContain('const PRECACHE = [OFFLINE_URL, "/painel/icon-192.png"];');
    expect(worker).toContain('const OFFLINE_URL = "/painel/offline.html";');
    expect(read("offline.html").toString("utf8")).toContain('<html lang="pt-BR">');
  });

  it("serves the worker with the header that lets it control /painel itself", async () => {
    const app = express();
    app.use(serviceWorkerScope());
    app.use((_req, res) => res.send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    try {
      const worker = await fetch(`http://127.0.0.1:${port}/painel/sw.js`);
      expect(worker.headers.get("service-worker-allowed")).toBe("/painel");
      const page = await fetch(`http://127.0.0.1:${port}/painel`);
      expect(page.headers.get("service-worker-allowed")).toBeNull();
    } finally {
      server.close();
    }
  });
});
