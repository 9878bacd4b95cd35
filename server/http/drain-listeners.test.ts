import { randomBytes } from "node:crypto";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { serve, type TestServer } from "#tests/http";
import { oneDrainListener } from "./drain-listeners";

/** A page streamed the way React Router's request handler streams it, large enough to hit backpressure often. */
const chunks = Array.from({ length: 200 }, () => randomBytes(12_000).toString("base64"));

async function fetchStreamedPage(): Promise<{ body: string; warnings: string[]; waits: number }> {
  const app = express();
  app.use(compression());
  app.use(oneDrainListener());
  let waits = 0;
  app.get("/", async (_req, res) => {
    const once = res.once.bind(res);
    res.once = ((event: string, listener: () => void) => {
      if (event === "drain") waits += 1;
      return once(event, listener);
    }) as typeof res.once;
    res.type("html");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    await writeReadableStreamToWritable(stream, res);
  });
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  process.on("warning", onWarning);
  server = await serve(app);
  try {
    const response = await fetch(server.url, { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    const body = await response.text();
    // Node emits a warning on the next tick after the listener that caused it.
    await new Promise((resolve) => setImmediate(resolve));
    return { body, warnings, waits };
  } finally {
    process.off("warning", onWarning);
  }
}

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe("oneDrainListener", () => {
  it("streams a long compressed page whole, without piling drain listeners on the compressor", async () => {
    const { body, warnings, waits } = await fetchStreamedPage();
    expect(body).toBe(chunks.join(""));
    // compression alone leaves one listener per wait: past 10 on one stream, Node warns of a leak.
    expect(waits).toBeGreaterThan(10);
    expect(warnings.filter((warning) => warning.includes("drain"))).toEqual([]);
  });
});
