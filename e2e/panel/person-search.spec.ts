import { expect, test } from "../fixtures";
import { consultoria, postLead, seedMember } from "./helpers";
import { signInAs } from "./session";

/**
 * Issue 37 on a 390 px phone: the inbox finds "João Victor Nogueira" by "joao nogueira" and by his phone typed
 * another way; his second form, with another e-mail but the same phone, reads "Retorno", and its page lists his
 * first lead.
 */
test.describe.configure({ timeout: 120_000 });

test("search finds a person by name and phone in any form; a returning person is marked and linked", async ({
  browser,
  request,
  baseURL,
}) => {
  const run = String(Date.now()).slice(-8);
  const digits = `9${run.slice(0, 4)}${run.slice(4)}`;
  const firstId = await postLead(
    request,
    baseURL!,
    "consultoria",
    consultoria("João Victor Nogueira", {
      email: `joao.${run}@padaria-e2e.com.br`,
      whatsapp: `(31) ${digits.slice(0, 5)}-${digits.slice(5)}`,
      empresa: `Padaria ${run}`,
    }),
  );
  const secondId = await postLead(
    request,
    baseURL!,
    "consultoria",
    consultoria("João V. Nogueira", {
      email: `jvn.${run}@gmail-e2e.com`,
      whatsapp: `+55 31 ${digits}`,
      empresa: `Padaria ${run}`,
    }),
  );
  const context = await browser.newContext({ baseURL: baseURL!, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAs(page, (await seedMember(baseURL!, { prefix: "dono-busca" })).email, baseURL!);

  const search = async (text: string) => {
    await page.goto("/painel");
    const form = page.getByRole("search", { name: "Filtrar leads" });
    await form.getByRole("searchbox", { name: "Buscar por nome, e-mail, telefone ou empresa" }).fill(text);
    await form.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL(/busca=/);
  };
  // The inbox's list, not the "Não abertos" queue above it, which may show the same leads.
  const leads = page.getByRole("region", { name: "Lista de leads" }).getByRole("list", { name: "Leads" });
  const first = leads.locator(`a[href="/painel/leads/${firstId}"]`);
  const second = leads.locator(`a[href="/painel/leads/${secondId}"]`);

  await search("joao nogueira");
  await expect(first).toContainText("João Victor Nogueira");
  await expect(second).toBeVisible();

  // The phone as 55 + area code + number, typed without any punctuation.
  await search(`5531${digits}`);
  await expect(leads.getByRole("listitem")).toHaveCount(2);
  await expect(second).toContainText("Retorno");
  await expect(first).not.toContainText("Retorno");
  await page.screenshot({ path: "test-results/person-search-390.png", fullPage: true });

  await second.click();
  const others = page.getByRole("region", { name: "Outros leads desta pessoa" });
  await expect(others.getByRole("link", { name: new RegExp(`Lead #${firstId}`) })).toBeVisible();
  await expect(others).toContainText("Novo");
  await page.screenshot({ path: "test-results/person-lead-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/person-lead-1280.png", fullPage: true });
  await others.getByRole("link", { name: new RegExp(`Lead #${firstId}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/painel/leads/${firstId}$`));
  await expect(page.getByRole("region", { name: "Outros leads desta pessoa" })).toContainText(`Lead #${secondId}`);
  await context.close();
});
