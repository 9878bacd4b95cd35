import { describe, expect, it } from "vitest";
import { unsupportedNode } from "./node-version";

describe("unsupportedNode", () => {
  it("refuses Node 20 and 22 with a line naming the version and the one needed", () => {
    expect(unsupportedNode("v20.20.2")).toBe(
      "Node v20.20.2 is not supported: the server needs Node 24 LTS or later. " +
        "`npm start` and `npm run serve` use the one the project installs in node_modules.",
    );
    expect(unsupportedNode("v22.22.0")).toMatch(/^Node v22\.22\.0 is not supported/);
  });

  it("accepts Node 24 and later", () => {
    expect(unsupportedNode("v24.21.0")).toBeNull();
    expect(unsupportedNode("v26.10.0")).toBeNull();
  });

  it("is satisfied by the Node the tests run on: npm's scripts and npx run the project's Node 24", () => {
    expect(unsupportedNode(process.version)).toBeNull();
  });
});
