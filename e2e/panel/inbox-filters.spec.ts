import { expect, test } from "../fixtures";
import { consultoria, database, postLead, seedMember } from "./helpers";
import { signInAs } from "./session";

/**
 * The inbox's filter form and pages, as issue 39 found them: with the "Ganho" pill in use the status select
 * still read "Todos os status", so "Aplicar filtros" dropped it; a reversed date range was swapped without a
 * word; pages said only "Mais antigos/Mais recentes", never where they were.
 */
test.describe.configure({ timeout: 120_000 });

const WON = 27;

for (const javaScriptEnabled of [true, false]) {
  test(`the filters keep "Ganho", pages say where they sit, reversed dates are said (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const source = `filtros${javaScriptEnabled ? "js" : "semjs"}${Date.now()}`;
    const ids: number[] = [];
    for (let index = 0; index < WON + 2; index++) {
      ids.push(
        await postLead(request, baseURL!, "consultoria", consultoria(`Filtro ${source} ${index}`), {
          utm_source: source,
        }),
      );
    }
    const db = database();
    db.prepare(`update leads set status = 'ganho' where id in (${ids.slice(0, WON).join(",")})`).run();
    db.close();
    const { email } = await seedMember(baseURL!, { prefix: "dono-filtros" });
    const context = await browser.newContext({ javaScriptEnabled, baseURL: baseURL! });
    const page = await context.newPage();
    await signInAs(page, email, baseURL!);

    await page.goto(`/painel?origem=${source}`);
    await page
      .getByRole("navigation", { name: "Leads por status" })
      .getByRole("link", { name: /^Ganho/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?status=ganho&origem=${source}$`));
    const pages = page.getByRole("navigation", { name: "Páginas da lista" });
    await expect(pages).toContainText(`1–25 de ${WON}`);
    await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveValue("ganho");
    await pages.getByRole("link", { name: "Mais antigos" }).click();
    await expect(pages).toContainText(`26–${WON} de ${WON}`);
    await expect(page.getByRole("list", { name: "Leads" }).getByRole("listitem")).toHaveCount(WON - 25);

    await page.getByLabel("De (intervalo)").fill("2099-12-31");
    await page.getByLabel("Até (intervalo)").fill("2000-01-01");
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/status=ganho/);
    await expect(page.getByText("As datas estavam invertidas; mostramos de 01/01/2000 a 31/12/2099.")).toBeVisible();
    await expect(pages).toContainText(`1–25 de ${WON}`);
    await context.close();
  });
}
