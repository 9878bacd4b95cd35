import Database from "better-sqlite3";
import { expect, test, viewports } from "./fixtures";
import { consultoria, postLead, seedMember, signIn } from "./panel/helpers";

/**
 * Issue 11's promise, checked as a visitor on a phone with JavaScript off:
 * every page works at first paint, the script only enhances.
 */
test.use({ javaScriptEnabled: false, viewport: viewports.phone });

test("the phone menu reaches every page", async ({ sharedPage: page }) => {
  await page.goto("/");
  const menu = page
    .getByRole("banner")
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: "Menu" }) })
    .first();
  const nav = menu.getByRole("navigation", { name: "Menu principal" });
  await menu.locator("summary").first().click();
  const targets: { name: string; section?: string }[] = [
    { name: "Sobre nós" },
    { name: "Gestão de Tráfego", section: "Nossos Serviços" },
    { name: "Fornecedor Nacional", section: "Nossos Serviços" },
    { name: "Ferramentas Online", section: "Nossos Serviços" },
    { name: "Ver todos os serviços", section: "Nossos Serviços" },
    { name: "Portfolio" },
    { name: "Blog" },
    { name: "Comece agora" },
    { name: "Contate-nos" },
    { name: "Calculadora de ROAS", section: "Ferramentas gratuitas" },
  ];
  for (const target of targets) {
    if (!(await nav.isVisible())) await menu.locator("summary").first().click();
    if (target.section) await nav.locator("summary", { hasText: target.section }).click();
    const link = nav.getByRole("link", { name: target.name, exact: true });
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page, target.name).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 }), target.name).toBeVisible();
    // A new page: the menu starts closed.
    await expect(nav).toBeHidden();
  }
});

test("an FAQ answer opens, and opening another closes it", async ({ sharedPage: page }) => {
  await page.goto("/contato");
  const faq = page.locator("details[data-slot='accordion-item']");
  const first = faq.nth(0);
  const second = faq.nth(1);
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  await expect(first.locator("[data-slot='accordion-content']")).toBeVisible();
  await second.locator("summary").click();
  await expect(second).toHaveAttribute("open", "");
  await expect(first).not.toHaveAttribute("open");
  await second.locator("summary").click();
  await expect(second).not.toHaveAttribute("open");
});

test("portfolio tabs switch cases and the blog searches and pages with links", async ({ sharedPage: page }) => {
  await page.goto("/portfolio");
  const tabs = page.getByRole("group", { name: "Escolha um case" });
  const radios = tabs.getByRole("radio");
  await expect(radios.first()).toBeChecked();
  const firstCase = page.locator("[data-radio-panel]").first();
  await expect(firstCase).toBeVisible();
  await tabs.locator("label").nth(1).click();
  await expect(radios.nth(1)).toBeChecked();
  await expect(firstCase).toBeHidden();
  await expect(page.locator("[data-radio-panel]").nth(1)).toBeVisible();

  await page.goto("/blog");
  await page.getByLabel("Buscar artigos").fill("Meta Ads");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/blog\?q=Meta\+Ads$/);
  await expect(page.getByRole("status")).toContainText("encontrado");
  await page.goto("/blog");
  await page.getByRole("link", { name: "Carregar mais" }).click();
  await expect(page).toHaveURL(/\/blog\?pagina=2#artigo-[\w-]+$/);
  await expect(page.locator("[data-post-link]:visible")).toHaveCount(8);
});

test("a calculator shows its result, in a link that shows it again", async ({ page, browser }) => {
  await page.goto("/ferramentas/calculadora-juros-compostos");
  await page.getByLabel("Valor inicial (R$)").fill("1.000");
  await page.getByLabel("Aporte mensal (R$)").fill("200");
  await page.getByLabel("Taxa de juros (% ao ano)").fill("12");
  await page.getByLabel("Período (anos)").fill("1");
  await page.getByRole("button", { name: "Calcular" }).click();
  const result = page.getByRole("status", { name: "Resultado" });
  await expect(result).toContainText("R$ 3.663,33");
  const shared = page.url();
  expect(new URL(shared).searchParams.get("taxa")).toBe("12");

  const fresh = await browser.newPage({ javaScriptEnabled: false });
  await fresh.goto(shared);
  await expect(fresh.getByRole("status", { name: "Resultado" })).toContainText("R$ 3.663,33");
  await expect(fresh.getByLabel("Aporte mensal (R$)")).toHaveValue("200");
  await fresh.close();
});

test("the lead form stores one lead even when it is posted twice", async ({ sharedPage: page }) => {
  const email = `dupla-${Date.now()}@loja.com.br`;
  async function submitLead() {
    await page.goto("/?utm_source=google&utm_medium=cpc&utm_campaign=teste-sem-js");
    const form = page.locator("#lead-form");
    await form.getByLabel("Nome completo").fill("Rita Moura");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("WhatsApp (com DDD)").fill("(41) 99876-5432");
    await form.getByLabel("Nome da empresa").fill("Ateliê da Rita");
    await form.getByLabel("Número de funcionários").selectOption("1-5");
    await form.getByLabel("Investimento mensal em anúncios").selectOption("1000-3000");
    await form.getByRole("button", { name: /RECEBER CONSULTORIA GRATUITA/ }).click();
    await expect(form.getByRole("status")).toContainText("Obrigado! Nossa equipe entrará em contato em breve.");
  }
  await submitLead();
  await submitLead();

  const database = new Database(`${process.env.E2E_DATA_DIR}/leads.db`, { readonly: true });
  try {
    const rows = database.prepare("SELECT attribution FROM leads WHERE email = ?").all(email) as {
      attribution: string;
    }[];
    expect(rows).toHaveLength(1);
    // Without script, the campaign comes from the page the form was on.
    expect(JSON.parse(rows[0]!.attribution)).toMatchObject({ utm_source: "google", utm_campaign: "teste-sem-js" });
  } finally {
    database.close();
  }
});

test("the team's panel: sign in, filter with the GET form, change a status and add a note by form posts", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const marker = `SemScript${Date.now()}`;
  const leadId = await postLead(request, baseURL!, "consultoria", consultoria(`${marker} Lima`));
  const { email } = await seedMember(baseURL!, { role: "atendente" });
  await signIn(page, email);
  await page.getByLabel("Buscar por nome, e-mail, telefone ou empresa").fill(marker);
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page.getByRole("list", { name: "Leads" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("link", { name: new RegExp(marker) }).click();
  await expect(page).toHaveURL(new RegExp(`/painel/leads/${leadId}$`));
  const status = page.getByRole("region", { name: "Status" });
  await status.getByRole("radio", { name: "Perdido" }).check();
  // Without script the reason is asked for when missing, and nothing is lost.
  await status.getByRole("button", { name: "Salvar status" }).click();
  await expect(page.getByRole("region", { name: "Status" })).toContainText("Escolha o motivo da perda.");
  // The form comes back with "Perdido" still chosen and the reason's field shown.
  await expect(page.getByRole("region", { name: "Status" }).getByRole("radio", { name: "Perdido" })).toBeChecked();
  await page.getByRole("region", { name: "Status" }).getByLabel("Motivo da perda").selectOption("preco");
  await page.getByRole("region", { name: "Status" }).getByRole("button", { name: "Salvar status" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?salvo=status$`));
  await expect(page.getByText("Motivo da perda: Achou caro")).toBeVisible();
  await page.getByLabel("Nova anotação").fill("Voltar a falar em março.");
  await page.getByRole("button", { name: "Adicionar anotação" }).click();
  await expect(page.getByRole("region", { name: "Histórico" })).toContainText("Voltar a falar em março.");
});
