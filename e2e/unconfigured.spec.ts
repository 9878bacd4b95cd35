import { e2eBusinessEnv } from "./business";
import { expect, expectNoA11yViolations, gotoReady, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { THEME_COOKIE } from "#app/features/theme/theme";

/**
 * The site before the launch checklist is done: no business identity at all. Every other spec runs on the build
 * and server made with the e2e identity (scripts/build-e2e.ts); this one covers what differs without it, on a
 * server of its own from the same build with the identity variables empty (empty counts as unset). Its pages are
 * rendered per request (a theme chosen: the prerendered files carry the build's identity), so no second build.
 */
const unset = {
  ...Object.fromEntries(Object.keys(e2eBusinessEnv).map((name) => [name, ""])),
  // Nothing reaches the internet: the Banco Central's quotes fail at once (the pages here show none).
  BCB_OLINDA_URL: "http://127.0.0.1:9",
  BCB_DOWNLOAD_URL: "http://127.0.0.1:9",
  BCB_SGS_URL: "http://127.0.0.1:9",
};

/** The pages whose content depends on the identity: WhatsApp, the CTA bar, the company, the specialist. */
const pages = ["/", "/contato", "/sobre-nos", "/portfolio", "/servicos/fornecedor/fornecedor-nacional"];

let server: OwnServer;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startOwnServer(unset);
});
test.afterAll(async () => server.stop());
test.beforeEach(async ({ context }) => context.addCookies([{ name: THEME_COOKIE, value: "light", url: server.url }]));

test("without a WhatsApp number no page links to WhatsApp; the CTA bar keeps the free diagnosis", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of pages) {
    await page.goto(server.url + path);
    await expect(page.locator('a[href*="wa.me"], a[href^="/whatsapp"]'), path).toHaveCount(0);
    await expect(page.getByText(e2eBusinessEnv.BUSINESS_CNPJ), path).toHaveCount(0);
  }
  await page.goto(`${server.url}/`);
  const bar = page.locator('[data-slot="mobile-cta-bar"]');
  // (The bar waits out of sight on the first screen: its links are counted, not seen.)
  await expect(bar.locator("a")).toHaveText(["Diagnóstico grátis"]);
  // With no channel configured, the contact page has no channel cards, not empty ones.
  await page.goto(`${server.url}/contato`);
  await expect(page.getByRole("heading", { name: "Canais de atendimento" })).toHaveCount(0);
});

test("at 320 px with 200 % text no unconfigured page scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of pages) {
    await page.goto(server.url + path);
    const overflow = await page.evaluate(async () => {
      document.documentElement.style.fontSize = "200%";
      await document.fonts.ready;
      return document.documentElement.scrollWidth - document.documentElement.clientWidth;
    });
    expect.soft(overflow, `${path}: scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
  }
});

test("axe finds nothing on the unconfigured pages", async ({ page }) => {
  // About ten seconds of axe per page on a busy machine.
  test.setTimeout(150_000);
  // As in a11y.spec.ts: the sections' fade-in finished before axe reads the colours.
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const path of pages) {
    await gotoReady(page, server.url + path);
    await expectNoA11yViolations(page, path);
  }
});
