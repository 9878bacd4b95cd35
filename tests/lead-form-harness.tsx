import type { ReactElement } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, type ActionFunctionArgs } from "react-router";
import { vi } from "vitest";
import { unconfiguredBusiness, type Business } from "#app/config/business";
import { Toaster } from "#app/components/ui/toaster";
import { ThemeProvider } from "#app/features/theme/theme-provider";
import type { LeadActionResult } from "#app/features/leads/action.server";
import type { LeadClientResult } from "#app/features/leads/client-action";
import { type LeadForm } from "#app/features/leads/form-definition";
import { validateLead } from "#app/features/leads/validate";
import { whatsappUrl } from "#app/features/leads/whatsapp";

/** The business WhatsApp number the fake action answers with, as WHATSAPP_NUMBER would set it. */
export const TEST_WHATSAPP_NUMBER = "5511987654321";

/** The identity the root hands the page: with the WhatsApp number, or (`unconfiguredBusiness`) without one. */
export const businessWithWhatsapp: Business = { ...unconfiguredBusiness, whatsappNumber: TEST_WHATSAPP_NUMBER };

export interface CapturedRequest {
  form: string;
  submissionId: string;
  /** Every other field of the post, as the browser sent it. */
  data: Record<string, string>;
}

/**
 * A stand-in for the page's route action (the one a lead form posts to, with
 * or without JavaScript): records each post and answers as configured. A
 * success carries the WhatsApp link built from the validated data, as the
 * real action does when the business has a number (`whatsappNumber`, null
 * for a server without WHATSAPP_NUMBER).
 */
export function createLeadAction(whatsappNumber: string | null = TEST_WHATSAPP_NUMBER) {
  const requests: CapturedRequest[] = [];
  const events: string[] = [];
  let answer: (request: CapturedRequest) => Promise<LeadClientResult> | LeadClientResult = stored(1);

  function stored(id: number) {
    return (request: CapturedRequest): LeadActionResult => {
      const form = request.form as LeadForm;
      const validation = validateLead(form, request.data);
      const url = validation.success && whatsappNumber ? whatsappUrl(validation.lead, whatsappNumber) : null;
      return { form, ok: true, id, whatsappUrl: url };
    };
  }

  async function action({ request }: ActionFunctionArgs) {
    events.push("post");
    const body = await request.formData();
    const data: Record<string, string> = {};
    for (const [name, value] of body) if (typeof value === "string") data[name] = value;
    const { form = "", submissionId = "", ...fields } = data;
    const captured = { form, submissionId, data: fields };
    requests.push(captured);
    return answer(captured);
  }

  return {
    action,
    requests,
    events,
    succeedWith(id: number) {
      answer = stored(id);
    },
    refuse(status: 400 | 409 | 422 | 429 | 503, message: string, errors: Record<string, string> = {}) {
      answer = (request) => ({
        form: request.form as LeadForm,
        ok: false,
        status,
        message,
        errors,
        values: request.data,
      });
    },
    /** No usable answer: a server crash (status) or no answer at all (status 0), as leadClientAction reports them. */
    failTransport(status: number, message: string) {
      answer = () => ({ form: null, ok: false, status, message, errors: {}, values: {} });
    },
    /** Holds the answer until `release` is called, to observe the submitting state. */
    hold() {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const next = stored(2);
      answer = async (request) => {
        await gate;
        return next(request);
      };
      return () => release();
    },
  };
}

export type LeadActionFake = ReturnType<typeof createLeadAction>;

/** A stand-in for the tab opened at submit time. */
export function mockWindowOpen(events: string[], blocked = false) {
  const tab = { opener: {} as unknown, location: { href: "" }, close: vi.fn() };
  const open = vi.spyOn(window, "open").mockImplementation(() => {
    events.push("open");
    return blocked ? null : (tab as unknown as Window);
  });
  return { tab, open };
}

/**
 * The route module of a page with a lead form, as the tests mount it: the root route too, whose loader hands the
 * page the business identity (read by useBusiness), so render it with `pageHydration(business)`.
 */
export function leadPageRoute(ui: ReactElement, api?: LeadActionFake, business: Business = businessWithWhatsapp) {
  return {
    id: "root",
    path: "/",
    loader: () => ({ business }),
    action: api?.action,
    Component: () => (
      <ThemeProvider initialTheme="light">
        {ui}
        <Toaster />
      </ThemeProvider>
    ),
  };
}

/** What the server's HTML carries for the page of `leadPageRoute`: the root's data, and the action's answer if any. */
export function pageHydration(business: Business = businessWithWhatsapp, actionData?: LeadActionResult) {
  return { loaderData: { root: { business } }, ...(actionData ? { actionData: { root: actionData } } : {}) };
}

/**
 * Renders a form inside a data router (the forms post to the route's action) with the site's toaster, in a page
 * whose business has a WhatsApp number unless `business` says otherwise.
 */
export function renderForm(
  ui: ReactElement,
  api?: LeadActionFake,
  actionData?: LeadActionResult,
  business: Business = businessWithWhatsapp,
) {
  const Stub = createRoutesStub([leadPageRoute(ui, api, business)]);
  const user = userEvent.setup({ delay: null });
  const { unmount } = render(<Stub initialEntries={["/"]} hydrationData={pageHydration(business, actionData)} />);
  return { user, unmount };
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
