import { describe, expect, it } from "vitest";
import { defaultRenderWorkers, parseMemoryLimit, renderWorkers } from "./render-workers";

const GB = 1024 ** 3;

describe("the default number of render workers", () => {
  it("keeps one per core where the memory holds them", () => {
    const workers = defaultRenderWorkers({ cores: 2, totalBytes: 24 * GB });
    expect(workers.count).toBe(2);
    expect(workers.reason).toMatch(/one per core/);
  });

  it("takes fewer than the cores on an 8-core host with 2 GB: what is left after 512 MB, at 300 MB each", () => {
    const workers = defaultRenderWorkers({ cores: 8, totalBytes: 2 * GB });
    expect(workers.count).toBe(5);
    expect(workers.reason).toMatch(/2048 MB of memory .*fewer than the 8 cores/);
  });

  it("counts a container's memory limit when it is below the machine's memory", () => {
    expect(defaultRenderWorkers({ cores: 8, totalBytes: 64 * GB, limitBytes: 1 * GB }).count).toBe(1);
    expect(defaultRenderWorkers({ cores: 8, totalBytes: 64 * GB, limitBytes: 1 * GB }).reason).toMatch(/cgroup/);
    expect(defaultRenderWorkers({ cores: 4, totalBytes: 2 * GB, limitBytes: 128 * GB }).count).toBe(4);
  });

  it("renders in the main thread when the memory holds no worker", () => {
    for (const totalBytes of [512 * 1024 ** 2, 800 * 1024 ** 2, 256 * 1024 ** 2]) {
      const workers = defaultRenderWorkers({ cores: 4, totalBytes });
      expect(workers.count).toBe(0);
      expect(workers.reason).toMatch(/main thread/);
    }
  });

  it("takes RENDER_WORKERS as set, 0 included", () => {
    expect(renderWorkers(0, { cores: 8, totalBytes: 64 * GB })).toEqual({ count: 0, reason: "set by RENDER_WORKERS" });
    expect(renderWorkers(12, { cores: 2, totalBytes: 1 * GB }).count).toBe(12);
    expect(renderWorkers(undefined, { cores: 8, totalBytes: 2 * GB }).count).toBe(5);
  });

  it("reads a cgroup limit file: bytes, or none when unlimited", () => {
    expect(parseMemoryLimit("2147483648\n")).toBe(2 * GB);
    expect(parseMemoryLimit("max\n")).toBeUndefined();
    // cgroup v1 says "no limit" with the largest page-aligned 64-bit number.
    expect(parseMemoryLimit("9223372036854771712\n")).toBeUndefined();
  });
});
