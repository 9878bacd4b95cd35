import type { ReactElement } from "react";
import { configure, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";
import { createRoutesStub } from "react-router";
import { Toaster } from "sonner";
import { vi } from "vitest";

// Typing into Radix-enhanced forms in jsdom is slow on a shared 2-core machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });
import type { LeadActionResult } from "../action.server";

/** Radix Select calls pointer-capture and scrolling APIs jsdom does not have. */
Object.assign(Element.prototype, {
  hasPointerCapture: () => false,
  setPointerCapture: () => {},
  releasePointerCapture: () => {},
  scrollIntoView: () => {},
});

export interface CapturedRequest {
  form: string;
  submissionId: string;
  data: Record<string, unknown>;
}

/** A fake POST /api/leads: records each body and answers as configured. */
export function createLeadApi() {
  const requests: CapturedRequest[] = [];
  const events: string[] = [];
  let answer: () => Promise<Response> | Response = () => HttpResponse.json({ id: 1 }, { status: 201 });
  const server = setupServer(
    http.post("*/api/leads", async ({ request }) => {
      events.push("fetch");
      requests.push((await request.json()) as CapturedRequest);
      return answer();
    }),
  );
  return {
    server,
    requests,
    events,
    respondWith(status: number, body: JsonBodyType) {
      answer = () => HttpResponse.json(body, { status });
    },
    respondWithHtml(status: number) {
      answer = () => new HttpResponse("<html>Bad gateway</html>", { status, headers: { "Content-Type": "text/html" } });
    },
    failNetwork() {
      answer = () => HttpResponse.error();
    },
    /** Holds the answer until `release` is called, to observe the submitting state. */
    hold() {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      answer = async () => {
        await gate;
        return HttpResponse.json({ id: 2 }, { status: 201 });
      };
      return () => release();
    },
  };
}

/** A stand-in for the tab opened at submit time. */
export function mockWindowOpen(events: string[], blocked = false) {
  const tab = { opener: {} as unknown, location: { href: "" }, close: vi.fn() };
  const open = vi.spyOn(window, "open").mockImplementation(() => {
    events.push("open");
    return blocked ? null : (tab as unknown as Window);
  });
  return { tab, open };
}

/** Renders a form inside a data router (the forms read the route's action data) with the site's toaster. */
export function renderForm(ui: ReactElement, actionData?: LeadActionResult) {
  const Stub = createRoutesStub([
    {
      id: "page",
      path: "/",
      Component: () => (
        <>
          {ui}
          <Toaster />
        </>
      ),
    },
  ]);
  const user = userEvent.setup({ delay: null });
  render(<Stub initialEntries={["/"]} hydrationData={actionData ? { actionData: { page: actionData } } : undefined} />);
  return { user };
}

/** Types a whole value at once (pasting), which keeps slow CI machines fast. */
export async function fillIn(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

/** Chooses an option of a form's select by the field's label and the option's text. */
export async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.selectOptions(screen.getByRole("combobox", { name: label }), option);
}
