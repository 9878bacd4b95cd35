import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadBusiness } from "./business.server";
import { parseEnv } from "./env.server";

describe("loadBusiness", () => {
  let cwd: string;

  beforeEach(() => {
    cwd = mkdtempSync(path.join(os.tmpdir(), "business-"));
  });

  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  function drop(folder: string, ...files: string[]) {
    mkdirSync(path.join(cwd, folder), { recursive: true });
    for (const file of files) writeFileSync(path.join(cwd, folder, file), "");
  }

  it("shows the artwork (no photo) when SPECIALIST_PHOTO is not set", () => {
    expect(loadBusiness(parseEnv({ SPECIALIST_NAME: "Ana Ribeiro" }), cwd).specialist).toEqual({
      name: "Ana Ribeiro",
      monogram: "AR",
    });
  });

  it("finds the photo in public/ with the formats dropped beside it", () => {
    drop("public/images/equipe", "ana.jpg", "ana.webp", "ana.avif");
    const business = loadBusiness(parseEnv({ SPECIALIST_PHOTO: "/images/equipe/ana.jpg" }), cwd);
    expect(business.specialist.photo).toEqual({
      src: "/images/equipe/ana.jpg",
      sources: [
        { type: "image/avif", srcSet: "/images/equipe/ana.avif" },
        { type: "image/webp", srcSet: "/images/equipe/ana.webp" },
      ],
    });
  });

  it("finds it in the build's client folder when only the build was deployed", () => {
    drop("dist/client/images", "ana.png");
    const business = loadBusiness(parseEnv({ SPECIALIST_PHOTO: "/images/ana.png", BUILD_DIR: "dist" }), cwd);
    expect(business.specialist.photo?.src).toBe("/images/ana.png");
  });

  it("stops with one line naming SPECIALIST_PHOTO when the file is missing", () => {
    expect(() => loadBusiness(parseEnv({ SPECIALIST_PHOTO: "/images/equipe/ana.jpg" }), cwd)).toThrow(
      /^Invalid configuration: SPECIALIST_PHOTO: \/images\/equipe\/ana\.jpg is not a file under public\//,
    );
  });
});
