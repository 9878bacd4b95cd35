import { describe, expect, it } from "vitest";
import { tools } from "./registry";
import { toolIcons } from "./tool-icons";

describe("toolIcons", () => {
  it("gives every registered tool its own icon", () => {
    for (const tool of tools) expect(toolIcons[tool.slug], tool.slug).toBeDefined();
    expect(new Set(tools.map((t) => toolIcons[t.slug])).size).toBe(tools.length);
  });

  it("names no tool that is not registered", () => {
    expect(Object.keys(toolIcons).sort()).toEqual(tools.map((t) => t.slug).sort());
  });
});
