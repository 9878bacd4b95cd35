import {
  colourRules,
  expect,
  expectNoA11yViolations,
  gotoReady,
  publicPages,
  sitemapPaths,
  test,
  type Page,
} from "./fixtures";
import { consultoria, postLead, seedMember } from "./panel/helpers";
import { sessionFor } from "./panel/session";

/**
 * axe-core over every prerendered page (the build's own list, so new routes
 * are swept automatically; the first test ties it to the sitemap) and the
 * not-found page in both themes, and over every tool's answer to its form: no
 * violation of any impact. One test per page, so a fault names its page and
 * the sweep runs in parallel. Feature specs leave axe to this sweep.
 */
test("the sweep covers every page the sitemap lists", async ({ sharedPage: page }) => {
  const paths = await sitemapPaths(page);
  expect(paths.length).toBeGreaterThan(30);
  expect(paths.filter((path) => !publicPages.includes(path))).toEqual([]);
});

/**
 * The dark theme changes colours only (the same markup under other CSS variables, chosen by the media query while no
 * theme cookie is set, with no script): the loaded page is switched to it in place and judged again by the colour
 * rules. Transitions are turned off first: a colour transition in a section still skipped below the fold
 * (content-visibility) would only start once axe shows the section, and axe would read its starting colour; without
 * them every colour is its final one at once.
 */
async function switchToDark(page: Page) {
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveCSS("color-scheme", "dark");
}

test.describe("no accessibility violation, light and dark", () => {
  for (const path of [...publicPages, "/pagina-inexistente"]) {
    test(path, async ({ sharedPage: page }) => {
      await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
      await gotoReady(page, path);
      await expectNoA11yViolations(page, `${path} (light)`);
      await switchToDark(page);
      await expectNoA11yViolations(page, `${path} (dark)`, colourRules);
    });
  }
});

/**
 * Fills a tool's first GET form that a visitor can use (one with a visible
 * field) with plausible answers and sends it; true when the answer changed the URL.
 */
async function answerFirstForm(page: Page): Promise<boolean> {
  const before = page.url();
  let form = null;
  for (const candidate of await page.locator("main form[method='get']").all()) {
    if (await candidate.locator("input:visible, select:visible").count()) {
      form = candidate;
      break;
    }
  }
  if (!form) return false;
  for (const input of await form
    .locator("input[inputmode='decimal']:visible, input[inputmode='numeric']:visible, input[type='number']:visible")
    .all()) {
    await input.fill("12");
  }
  for (const input of await form
    .locator("input[type='text']:not([inputmode]):visible, input[type='search']:visible")
    .all()) {
    await input.fill("Lisboa");
  }
  for (const input of await form.locator("input[type='date']:visible").all()) await input.fill("2026-12-10");
  for (const select of await form.locator("select:visible").all()) {
    const value = await select
      .locator("option:not([disabled])")
      .nth(1)
      .getAttribute("value")
      .catch(() => null);
    if (value !== null) await select.selectOption(value);
  }
  // Live tools hide their submit button once hydrated: Enter in a field submits the form then.
  const submit = form.locator("button[type='submit']:visible, input[type='submit']:visible").first();
  if (await submit.count()) await submit.click({ timeout: 5_000 });
  else await form.locator("input:visible, select:visible").first().press("Enter", { timeout: 5_000 });
  return page
    .waitForURL((url) => url.href !== before, { timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
}

test.describe("tools with their answers", () => {
  // Most tools answer a form (calculators, converters, the calendar, the documents checker…); lookups and generators may not.
  for (const path of publicPages.filter((candidate) => candidate.startsWith("/ferramentas/"))) {
    test(`${path} answered has no accessibility violation`, async ({ sharedPage: page }) => {
      await gotoReady(page, path);
      test.skip(!(await answerFirstForm(page)), "no GET form a visitor fills on this tool");
      await expectNoA11yViolations(page, `${path} answered: ${page.url()}`);
    });
  }
});

/**
 * The team's panel (not prerendered, not in the sitemap): its pages signed in as an owner, with a lead of each
 * kind of content, and the pages of someone signed out.
 */
/**
 * axe leaves a text of one character unjudged ("too short to determine if it is actual text"): a run with few leads
 * would never have the contrast of the status pills' counts checked. Four digits instead, in the same elements.
 */
async function lengthenStatusCounts(page: Page) {
  await page.locator('nav[aria-label="Leads por status"] li span').evaluateAll((counts) => {
    for (const count of counts) count.textContent = "1.234";
  });
}

test.describe("panel pages, light and dark", () => {
  test.describe.configure({ timeout: 120_000 });

  test("signed out: sign-in and password pages", async ({ sharedPage: page }) => {
    for (const path of ["/painel/entrar", "/painel/entrar?saiu=1", "/painel/definir-senha?codigo=invalido"]) {
      await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
      await gotoReady(page, path);
      await expectNoA11yViolations(page, `${path} (light)`);
      await switchToDark(page);
      await expectNoA11yViolations(page, `${path} (dark)`, colourRules);
    }
  });

  const owner: { cookie: string; leadId: number } = { cookie: "", leadId: 0 };
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL: baseURL! });
    owner.leadId = await postLead(request, baseURL!, "consultoria", consultoria(`Acessível ${Date.now()}`), {
      utm_source: "google",
      utm_campaign: "a11y",
    });
    const { email } = await seedMember(baseURL!);
    owner.cookie = await sessionFor(email, baseURL!);
    // A note puts "Lead #…" links in the audit trail's lines of text (link-in-text-block).
    const note = await request.post(`/painel/leads/${owner.leadId}`, {
      form: { intent: "nota", nota: "Retornar amanhã." },
      headers: { Cookie: `painel_sessao=${owner.cookie}`, Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(note.status()).toBe(303);
    await request.dispose();
  });

  for (const path of [
    // "Todos" is the active status pill, with its count.
    "/painel",
    "/painel?periodo=7-dias&status=novo&busca=ac",
    "/painel/leads/:lead",
    "/painel/resultados",
    "/painel/leads/999999999",
    "/painel/funil",
    "/painel/equipe",
    "/painel/mensagens",
    "/painel/auditoria",
    "/painel/lgpd",
    "/painel/conta",
  ]) {
    test(`signed in as the owner: ${path}`, async ({ sharedPage: page, baseURL }) => {
      await page.context().addCookies([{ name: "painel_sessao", value: owner.cookie, url: baseURL! }]);
      const url = path.replace(":lead", String(owner.leadId));
      await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
      await gotoReady(page, url);
      await lengthenStatusCounts(page);
      await expectNoA11yViolations(page, `${url} (light)`);
      await switchToDark(page);
      await expectNoA11yViolations(page, `${url} (dark)`, colourRules);
    });
  }
});
