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
import { toolSlugs, type ToolSlug } from "#app/features/tools/tool-definitions";
import { consultoria, postLead, seedMember } from "./panel/helpers";
import { sessionFor } from "./panel/session";

/**
 * axe-core over every prerendered page (the build's own list, so new routes
 * are swept automatically; the first test ties it to the sitemap) and the
 * not-found page in both themes, and over every tool's answer to its form: no
 * violation of any impact. One test per page, so a fault names its page and
 * the sweep runs in parallel. Feature specs leave axe to this sweep, but for the answers a tool draws in its page
 * (answeredQueries below).
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
 * Each tool's page with an answer on it: the address its form sends (a GET form, so the answer is a page of its own,
 * rendered by the server and hydrated like any other). Typed by the tools' own list, so a new tool must say how it is
 * answered; null for the three that answer in the page only (a password generated, a lookup, places found through the
 * map's service from the browser), whose answers their own specs judge with axe.
 */
const answeredQueries: Record<ToolSlug, string | null> = {
  "planejador-roteiro-viagem": "destino=Lisboa%2C+Portugal&inicio=2026-12-10&fim=2026-12-13",
  "calculadora-custo-viagem":
    "destino=Salvador&dias=5&viajantes=2&estilo=moderado&distancia=800&consumo=12&preco=6%2C29",
  "conversor-moedas": "valor=100&de=USD&para=BRL",
  "checklist-bagagem-viagem": "destino=Gramado&dias=4&clima=frio&atividade=cidade&atividade=montanha",
  "tradutor-frases-viagem": "de=pt&para=es",
  "calculadora-gorjetas": "pais=eua&conta=120&qualidade=bom&pessoas=2",
  "conversor-medidas-tamanhos": "celsius=25",
  "o-que-fazer-perto-de-mim": null,
  "calendario-eventos-festivais": "ano=2026&mes=2&uf=BA",
  "verificador-documentos-viagem": "destino=argentina&menor=on",
  "calculadora-juros-compostos": "inicial=1000&aporte=200&taxa=1&anos=10",
  "calculadora-regra-de-tres": "a=2&b=10&c=5",
  "calculadora-porcentagem": "modo=quanto-e&x=15&y=200",
  "calculadora-imc-metabolismo": "sexo=feminino&peso=62&altura=165&idade=30",
  "gerador-senhas-seguras": null,
  "conversor-unidades": "categoria=comprimento&valor=12&de=metros&para=centimetros",
  "calculadora-emprestimos": "valor=10000&taxa=2&parcelas=24",
  "tabuada-online": "tabuada=7&multiplicador=3&acertos=0&resposta=21",
  "consulta-cep-ddd-placa": null,
  "calculadora-roas": "receita=12000&investimento=3000&margem=40",
  "calculadora-cpa-maximo": "ticket=200&margem=40&lucro=10&compras=2&conversao=2",
  "planejador-orcamento-anuncios": "meta=50&ticket=150&conversao=2&modelo=cpc&custo=1%2C20&ctr=1%2C5",
  "calculadora-markup-margem": "modo=preco&custo=50&margem=30&comissao=5&taxa=3&impostos=6",
};

test.describe("tools with their answers", () => {
  for (const slug of toolSlugs) {
    const query = answeredQueries[slug];
    if (query === null) continue;
    const path = `/ferramentas/${slug}?${query}`;
    test(`${path} has no accessibility violation`, async ({ sharedPage: page }) => {
      // The server answers the query (the answer, not the empty tool again)…
      const [blank, answered] = await Promise.all([page.request.get(`/ferramentas/${slug}`), page.request.get(path)]);
      expect(await mainText(page, await answered.text())).not.toBe(await mainText(page, await blank.text()));
      await gotoReady(page, path);
      // …and takes it (not the form sent back with a field to correct).
      await expect(page.locator("[aria-invalid='true']")).toHaveCount(0);
      await expectNoA11yViolations(page, path);
    });
  }
});

/** The text of the main element of a page's HTML, read in the current page without loading it. */
function mainText(page: Page, html: string): Promise<string | null | undefined> {
  return page.evaluate(
    (html) => new DOMParser().parseFromString(html, "text/html").querySelector("main")?.textContent,
    html,
  );
}

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
