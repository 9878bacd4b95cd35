import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { toolDefinitions, toolSlugs } from "./tool-definitions";
import { toolPath } from "./tool-path";

interface ToolRouteModule {
  loader?: (args: { request: Request; params: object; context: object }) => unknown;
  meta?: unknown;
  default?: unknown;
}

const routeModules = import.meta.glob<ToolRouteModule>("/app/routes/tools/*.tsx");

describe("tool definitions", () => {
  it("give every tool its own name and its own icon, so no two cards look alike", () => {
    const names = toolSlugs.map((slug) => toolDefinitions[slug].name);
    const icons = toolSlugs.map((slug) => toolDefinitions[slug].icon);
    expect(new Set(names).size).toBe(toolSlugs.length);
    expect(new Set(icons).size).toBe(toolSlugs.length);
  });

  it("file every travel tool as a TravelApplication and no other", () => {
    for (const slug of toolSlugs) {
      const { group, category } = toolDefinitions[slug];
      expect(category === "TravelApplication", slug).toBe(group === "viagem");
    }
  });
});

describe("tool routes", () => {
  // app/routes.ts gives each definition the route file named after its slug; a file left behind is a page no one links.
  it("pair every route file with a definition, both ways", () => {
    const files = Object.keys(routeModules).map((file) => file.replace(/^.*\/([^/]+)\.tsx$/, "$1"));
    expect(files.sort()).toEqual([...toolSlugs].sort());
  });

  it.each(toolSlugs)("%s: its route serves its own definition", async (slug) => {
    const module = await routeModules[`/app/routes/tools/${slug}.tsx`]!();
    expect(module.default).toBeTypeOf("function");
    expect(module.meta).toBeTypeOf("function");
    const data = (await module.loader?.({
      request: new Request(`https://exemplo.com.br${toolPath(slug)}`),
      params: {},
      context: new RouterContextProvider(),
    })) as { slug?: string; name?: string } | undefined;
    expect(data?.slug).toBe(slug);
  });
});
