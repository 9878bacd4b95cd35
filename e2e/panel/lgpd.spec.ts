import { readFileSync } from "node:fs";
import { expect, test } from "../fixtures";
import { consultoria, leadsCli, postLead, seedMember } from "./helpers";
import { signInAs } from "./session";

/**
 * An LGPD access request answered from /painel/lgpd: "Baixar dados (JSON)"
 * gives the browser a file, with JavaScript and without, and the lead's
 * history says so. Once a lead is erased, a page opened before cannot add
 * anything about the person: the note is refused beside its form.
 */
test.describe.configure({ timeout: 90_000 });

for (const javaScriptEnabled of [true, false]) {
  test(`"Baixar dados (JSON)" downloads the person's data (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const name = `Titular${javaScriptEnabled ? "Js" : "SemJs"}${Date.now()}`;
    const fields = consultoria(name);
    const leadId = await postLead(request, baseURL!, "consultoria", fields);
    const { email } = await seedMember(baseURL!, { prefix: "dono-lgpd" });
    const context = await browser.newContext({ javaScriptEnabled, baseURL: baseURL!, acceptDownloads: true });
    const page = await context.newPage();
    await signInAs(page, email, baseURL!);

    await page.goto("/painel/lgpd");
    await page.getByLabel("Nome, e-mail ou telefone").fill(fields.email);
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByRole("link", { name: `Lead #${leadId}` })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Baixar dados (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dados-pessoais-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
      leads: { id: number; email: string; dados: Record<string, string> }[];
    };
    expect(file.leads).toEqual([
      expect.objectContaining({ id: leadId, email: fields.email, dados: expect.objectContaining({ nome: name }) }),
    ]);
    // The page stayed where it was, and the lead's history records the access request.
    await expect(page).toHaveURL(/\/painel\/lgpd$/);
    await page.goto(`/painel/leads/${leadId}`);
    await expect(page.getByRole("main")).toContainText("Rosa Almeida exportou os dados desta pessoa (LGPD) (JSON).");
    await context.close();
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`a note on a lead erased meanwhile is refused beside the form (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const fields = consultoria(`Apagado${javaScriptEnabled ? "Js" : "SemJs"}${Date.now()}`);
    const leadId = await postLead(request, baseURL!, "consultoria", fields);
    const { email } = await seedMember(baseURL!, { prefix: "dono-apagado" });
    const context = await browser.newContext({ javaScriptEnabled, baseURL: baseURL! });
    const page = await context.newPage();
    await signInAs(page, email, baseURL!);
    await page.goto(`/painel/leads/${leadId}`);
    await page.getByLabel("Nova anotação").fill("Ligar amanhã para o celular dela");

    // Erased on the server (an LGPD request) while the page was open.
    leadsCli(baseURL!, ["forget", "--email", fields.email]);
    await page.getByRole("button", { name: "Adicionar anotação" }).click();
    const refusal = "Os dados deste lead foram apagados (LGPD); não é possível anotar nem mudar o status.";
    await expect(page.getByRole("main").getByText(refusal)).toBeVisible();
    await page.goto(`/painel/leads/${leadId}`);
    await expect(page.getByRole("main")).not.toContainText("Ligar amanhã");
    await expect(page.getByLabel("Nova anotação")).toHaveCount(0);
    await context.close();
  });
}
