import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Each test loads utils afresh: the module remembers the class lists it has checked.
async function freshCn() {
  vi.resetModules();
  return import("./utils");
}

describe("cn() on the server, with two utilities that set the same property", () => {
  beforeEach(() => vi.stubEnv("SSR", true));
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("agencia-site.strict-classes")];
  });

  it("joins class names that do not conflict", async () => {
    const { cn } = await freshCn();
    expect(cn("px-4", false, "py-2", { "font-bold": true })).toBe("px-4 py-2 font-bold");
  });

  it("throws in development and in the tests", async () => {
    const { cn } = await freshCn();
    expect(() => cn("px-4", "px-2")).toThrow("Conflicting Tailwind classes (px-4 overridden) in: px-4 px-2");
  });

  it("throws while the build prerenders with the production bundle", async () => {
    vi.stubEnv("DEV", false);
    vi.stubEnv("PROD", true);
    const { cn, STRICT_CLASSES } = await freshCn();
    (globalThis as { [STRICT_CLASSES]?: boolean })[STRICT_CLASSES] = true;
    expect(() => cn("text-sm", "text-lg")).toThrow(/text-sm overridden/);
  });

  it("in production, renders with the classes as given and logs each conflicting list once", async () => {
    vi.stubEnv("DEV", false);
    vi.stubEnv("PROD", true);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { cn } = await freshCn();
    expect(cn("px-4", "px-2")).toBe("px-4 px-2");
    expect(cn("px-4", "px-2")).toBe("px-4 px-2");
    expect(cn("mt-1", "mt-3")).toBe("mt-1 mt-3");
    expect(logged.mock.calls).toEqual([
      ["Conflicting Tailwind classes (px-4 overridden) in: px-4 px-2"],
      ["Conflicting Tailwind classes (mt-1 overridden) in: mt-1 mt-3"],
    ]);
  });
});
