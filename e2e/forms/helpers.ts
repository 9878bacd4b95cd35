import type { BrowserContext, Page, Route } from "@playwright/test";

/** The click-to-chat site never gets a real request: the popup lands on a stub page. */
export async function stubWhatsapp(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title><p>WhatsApp</p>" }),
  );
}

/** Lead forms with script post to the page's route action through React Router's data requests. */
export const leadPost = (url: URL) => url.pathname.endsWith(".data");

/** Holds the form's POST until `release()`, then lets it reach the real server, to observe the submitting state. */
export async function holdLeadRequests(page: Page) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(leadPost, async (route: Route) => {
    if (route.request().method() !== "POST") return route.continue();
    await gate;
    await route.continue();
  });
  return () => release();
}

/** Picks an option of a lead form's select by the field's label and the option's text. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).selectOption({ label: option });
}

/** The pre-filled WhatsApp text of a wa.me URL. */
export function whatsappText(url: string): string {
  return new URL(url).searchParams.get("text") ?? "";
}
