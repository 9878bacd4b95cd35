import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadActionResult } from "./action.server";
import { leadClientAction, NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from "./client-action";

type Args = Parameters<typeof leadClientAction>[0];

function call(serverAction: () => Promise<unknown>) {
  return leadClientAction({ serverAction } as unknown as Args);
}

const stored: LeadActionResult = { form: "consultoria", ok: true, id: 4, whatsappUrl: null };

afterEach(() => vi.useRealTimers());

describe("leadClientAction", () => {
  it("passes the server action's answer through", async () => {
    await expect(call(async () => stored)).resolves.toBe(stored);
  });

  it("turns a failed request into a pt-BR message instead of an error page", async () => {
    await expect(call(() => Promise.reject(new TypeError("Failed to fetch")))).resolves.toMatchObject({
      ok: false,
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it("keeps the status of a server failure, with no message of its own", async () => {
    await expect(call(() => Promise.reject(new ErrorResponse(502, "Bad Gateway", null)))).resolves.toMatchObject({
      ok: false,
      status: 502,
      message: "",
    });
  });

  it("gives up after the timeout with its own message", async () => {
    vi.useFakeTimers();
    const answer = call(() => new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(answer).resolves.toMatchObject({ ok: false, status: 0, message: TIMEOUT_MESSAGE });
  });
});
