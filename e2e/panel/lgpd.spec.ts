import { readFileSync } from "node:fs";
import { expect, test } from "../fixtures";
import { addMember, consultoria, postLead, signIn } from "./helpers";

/**
 * An LGPD access request answered from /painel/lgpd: "Baixar dados (JSON)"
 * gives the browser a file, with JavaScript and without, and the lead's
 * history says so.
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
    const { email } = addMember(baseURL!, { prefix: "dono-lgpd" });
    const context = await browser.newContext({ javaScriptEnabled, baseURL: baseURL!, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, email);

    await page.goto("/painel/lgpd");
    await page.getByLabel("E-mail ou telefone").fill(fields.email);
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
