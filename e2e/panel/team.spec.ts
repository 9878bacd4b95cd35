import { expect, gotoReady, test, type Page } from "../fixtures";
import { inviteLink, leadsCli, seedMember, uniqueEmail } from "./helpers";
import { signInAs } from "./session";

/**
 * The owner's team page on a phone (issue 39): the link of a new invitation
 * where the owner's eyes are, a second step before removing someone, and the
 * panel's header kept short and whole with large text.
 */
test.describe.configure({ timeout: 120_000 });

const phone = { width: 390, height: 844 };

async function ownerOnTeamPage(page: Page, baseURL: string) {
  const owner = await seedMember(baseURL, { name: "Dona Equipe" });
  await signInAs(page, owner.email, baseURL!);
  await page.goto("/painel/equipe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Equipe");
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with" : "without";

  test(`Criar convite shows the link by the form, focused, with WhatsApp, and empties the form (${mode} JavaScript)`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL: baseURL!, viewport: phone });
    if (javaScriptEnabled) await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const page = await context.newPage();
    await ownerOnTeamPage(page, baseURL!);
    const invite = page.getByRole("region", { name: "Convidar alguém" });
    await expect(invite).toContainText("você mesmo envia o link");
    const name = `Júlia Atendente ${Date.now()}`;
    await invite.getByLabel("Nome", { exact: true }).fill(name);
    await invite.getByLabel("E-mail", { exact: true }).fill(uniqueEmail("julia"));
    await invite.getByRole("button", { name: "Criar convite" }).click();

    const result = invite.getByRole("status");
    await expect(result).toContainText(`Convite criado para ${name}.`);
    await expect(result).toContainText("O site não envia nada: copie o link e mande para a pessoa.");
    const field = result.getByLabel(`Link de ${name}`);
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport();
    await expect(field).toHaveAttribute("readonly", "");
    const link = inviteLink(await field.inputValue());
    const whatsapp = new URL((await result.getByRole("link", { name: "Enviar pelo WhatsApp" }).getAttribute("href"))!);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe("https://wa.me/");
    expect(whatsapp.searchParams.get("text")).toContain(link);
    // Ready for the next person.
    await expect(invite.getByLabel("Nome", { exact: true })).toHaveValue("");
    await expect(invite.getByLabel("E-mail", { exact: true })).toHaveValue("");

    const copy = result.getByRole("button", { name: "Copiar link" });
    if (javaScriptEnabled) {
      await copy.click();
      await expect(result).toContainText("Link copiado.");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    } else {
      // Without script the button would do nothing: the link is selectable text in its field instead.
      await expect(copy).toHaveCount(0);
    }
    await context.close();
  });

  test(`Remover asks first, and Cancelar keeps the person (${mode} JavaScript)`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL: baseURL!, viewport: phone });
    const page = await context.newPage();
    const name = `Júlia Remover ${Date.now()}`;
    const { email } = await seedMember(baseURL!, { role: "atendente", name });
    await ownerOnTeamPage(page, baseURL!);
    const row = page.getByRole("listitem").filter({ hasText: email });

    await row.getByRole("link", { name: `Remover ${name} da equipe` }).click();
    const question = row.getByRole("group", { name: `Remover ${name} da equipe?` });
    await expect(question).toContainText("O acesso termina na hora");
    await expect(question).toBeFocused();
    await expect(question).toBeInViewport();
    await question.getByRole("link", { name: "Cancelar" }).click();
    await expect(question).toHaveCount(0);
    await expect(row).toContainText("Atendente · Ativa");

    await row.getByRole("link", { name: `Remover ${name} da equipe` }).click();
    await question.getByRole("button", { name: "Sim, remover" }).click();
    await expect(page.getByRole("status")).toContainText("Pessoa removida da equipe");
    await expect(page.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);
    expect(leadsCli(baseURL!, ["users", "list"])).not.toContain(email);
    await context.close();
  });
}

test("a removed attendant's page says the session ended, without the signed-in footer", async ({ page, baseURL }) => {
  const { email } = await seedMember(baseURL!, { role: "atendente", name: "Júlia Atendente" });
  await signInAs(page, email, baseURL!);
  await expect(page.getByRole("contentinfo")).toContainText("Conectado como Júlia Atendente");
  leadsCli(baseURL!, ["users", "remove", "--email", email]);
  await page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Conta" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sua sessão terminou");
  await expect(page.getByText(/Conectado como/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sair" })).toHaveCount(0);
});

test("at 200 % text on a 390 px phone the header stays short and every section is reachable", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(phone);
  const owner = await seedMember(baseURL!, { name: "Dona Cabeçalho" });
  await signInAs(page, owner.email, baseURL!);
  const sections = ["Leads", "Funil", "Equipe", "Auditoria", "LGPD", "Conta"];
  for (const path of ["/painel", "/painel/equipe", "/painel/conta"]) {
    await page.goto(path);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = "200%";
    });
    const header = page.getByRole("banner");
    const height = (await header.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
    expect(height, path).toBeLessThanOrEqual(phone.height * 0.2);
    await header.locator("summary", { hasText: "Menu" }).click();
    const nav = header.getByRole("navigation", { name: "Seções do painel" });
    for (const section of sections) {
      const link = nav.getByRole("link", { name: section });
      await link.scrollIntoViewIfNeeded();
      await expect(link, `${path}: ${section}`).toBeInViewport({ ratio: 1 });
    }
    await expect(header.getByRole("button", { name: "Sair" })).toBeVisible();
    await header.locator("summary", { hasText: "Menu" }).click();
  }
  await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
  await page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Conta" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Minha conta");
  await expect(page.getByRole("navigation", { name: "Seções do painel" })).toBeHidden();
});

for (const javaScriptEnabled of [true, false]) {
  test(`on a laptop the owner's sections fit one line, the management pages under "Gestão" (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
    baseURL,
  }) => {
    const owner = await seedMember(baseURL!, { name: "Dona Gestão" });
    const context = await browser.newContext({
      javaScriptEnabled,
      baseURL: baseURL!,
      viewport: { width: 1024, height: 768 },
    });
    const page = await context.newPage();
    await signInAs(page, owner.email, baseURL!);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 768 });
      if (javaScriptEnabled) await gotoReady(page, "/painel");
      else await page.goto("/painel");
      const header = page.getByRole("banner");
      // One row: the header as tall as its buttons, not two lines of sections.
      expect((await header.boundingBox())?.height, `${width} px`).toBeLessThan(70);
      const nav = header.getByRole("navigation", { name: "Seções do painel" });
      await expect(nav.getByRole("link")).toHaveText(["Leads", "WhatsApp", "Resultados", "Funil", "Conta"]);
    }
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Seções do painel" });
    const management = nav.getByText("Gestão");
    if (javaScriptEnabled) {
      // By keyboard: Enter opens it, Escape closes it and gives the focus back.
      await management.focus();
      await page.keyboard.press("Enter");
      await expect(nav.getByRole("link", { name: "Plataformas" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(nav.getByRole("link", { name: "Plataformas" })).toBeHidden();
      await expect(management).toBeFocused();
    }
    await management.click();
    await expect(nav.getByRole("link")).toHaveText([
      "Leads",
      "WhatsApp",
      "Resultados",
      "Funil",
      "Equipe",
      "Mensagens",
      "Plataformas",
      "Auditoria",
      "LGPD",
      "Conta",
    ]);
    await nav.getByRole("link", { name: "LGPD" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("LGPD");
    // On the page it leads to, the menu is closed and the page is marked current inside it.
    await expect(nav.getByRole("link", { name: "LGPD" })).toBeHidden();
    await management.click();
    await expect(nav.getByRole("link", { name: "LGPD" })).toHaveAttribute("aria-current", "page");
    await context.close();
  });
}
