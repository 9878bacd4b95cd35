import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { leadActionHeaders } from "./action.server";

/**
 * Every page that takes a form posted without JavaScript passes the action's
 * Retry-After on (React Router would drop it and send a bare 429 page).
 */

const routesDir = path.resolve(import.meta.dirname, "../../routes");
const leadRoutes = readdirSync(routesDir).filter(
  (file) => file.endsWith(".tsx") && readFileSync(path.join(routesDir, file), "utf8").includes("leadAction("),
);

describe("pages with a lead form", () => {
  it("are the six that host one", () => {
    expect(leadRoutes.sort()).toEqual([
      "blog.tsx",
      "comece-agora.tsx",
      "contato.tsx",
      "gestao-trafego.tsx",
      "home-completa.tsx",
      "home.tsx",
    ]);
  });

  it.each(leadRoutes)("%s sends the 429's Retry-After", async (file) => {
    const route = (await import(/* @vite-ignore */ path.join(routesDir, file))) as { headers?: unknown };
    expect(route.headers).toBe(leadActionHeaders);
  });
});
