import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { reactRouterProductionAlias, reactRouterProductionEntries } from "./react-router-production";

const require = createRequire(import.meta.url);

describe("React Router's production build for the browser", () => {
  it.each(Object.entries(reactRouterProductionEntries))(
    "%s: the aliased file exports what the package's own entry does",
    async (specifier, file) => {
      const [production, packaged] = await Promise.all([import(`../${file}`), import(specifier)]);
      expect(Object.keys(production as object).sort()).toEqual(Object.keys(packaged as object).sort());
    },
  );

  it("is still needed: the package resolves its development build", () => {
    // When this fails, the package picks its production build by itself: delete the alias (decision 043).
    expect(require.resolve("react-router")).toMatch(/[\\/]dist[\\/]development[\\/]/);
  });

  it("matches the bare specifiers only", () => {
    const [router, dom] = reactRouterProductionAlias();
    expect(router?.find.test("react-router")).toBe(true);
    expect(router?.find.test("react-router/dom")).toBe(false);
    expect(dom?.find.test("react-router/dom")).toBe(true);
  });
});
