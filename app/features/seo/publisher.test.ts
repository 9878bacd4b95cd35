import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteLogo } from "./publisher";

/** Width and height from a PNG's IHDR chunk, or undefined for anything that is not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString("ascii", 12, 16) !== "IHDR") return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("siteLogo", () => {
  it("is a PNG of the size structured data announces (npm run images:logo)", () => {
    expect(pngSize(readFileSync(`public${siteLogo.path}`))).toEqual({ width: 512, height: 512 });
  });
});
