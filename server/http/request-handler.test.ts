import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import type { ServerContext } from "#app/load-context";
import * as fixtureBuild from "#tests/fixtures/result-build";
import { createHandler } from "./request-handler";

const SITE = "https://agencia.example";

function server(nonce: string): ServerContext {
  return {
    nonce,
    leads: {} as ServerContext["leads"],
    clientIp: "",
    publicPaths: [],
    panel: {} as ServerContext["panel"],
  };
}

/** The server hands React Router the context through the build's own `routerContext` (decision 058). */
describe("createHandler", () => {
  it("gives the build's loaders the server's context of each request", async () => {
    const handle = createHandler(fixtureBuild as unknown as ServerBuild, "production");
    const response = await handle(new Request(`${SITE}/`), server("nonce-1"));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('nonce="nonce-1"');
  });

  it("refuses a build whose entry does not export routerContext, at start rather than on the first request", () => {
    const build = { ...fixtureBuild, entry: { module: { default: fixtureBuild.entry.module.default } } };
    expect(() => createHandler(build as unknown as ServerBuild, "production")).toThrow(/routerContext/);
  });
});
