import { expect, expectNoA11yViolations, test } from "../fixtures";
import { addMember, consultoria, database, postLead, signIn } from "./helpers";

/**
 * Issue 37's results page on a phone, without JavaScript: the owner pastes Google Ads' campaign report and sees
 * the campaign's cost per lead and ROAS; the page passes axe.
 */
test.describe.configure({ timeout: 120_000 });

test("an owner imports ad spend from a CSV and sees cost per lead and ROAS on a 390 px phone, without JavaScript", async ({
  browser,
  request,
  baseURL,
}) => {
  const campaign = `roas-${Date.now()}`;
  const ids: number[] = [];
  for (const index of [1, 2]) {
    ids.push(
      await postLead(request, baseURL!, "consultoria", consultoria(`Resultado ${campaign} ${index}`), {
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: campaign,
      }),
    );
  }
  const db = database();
  db.prepare(
    `update leads set status = 'ganho', first_won_at = ?, first_won_value_cents = 300000, won_value_cents = 300000 where id = ?`,
  ).run(Date.now(), ids[0]);
  db.close();
  const { email } = addMember(baseURL!, { prefix: "dono-resultados" });
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto("/painel/resultados");
  const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  await page
    .getByLabel("Ou cole o conteúdo")
    .fill(
      [
        "Relatório de campanhas",
        "Campanha,Dia,Custo",
        `${campaign},${today},"R$ 1.000,00"`,
        'Total: conta,,"1.000,00"',
      ].join("\n"),
    );
  await page.getByRole("button", { name: "Importar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 campanha importada" })).toBeVisible();

  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: campaign }) });
  // 2 leads for R$ 1.000,00: R$ 500,00 each; R$ 3.000,00 won for the first month: 3×.
  await expect(row).toContainText("R$\u00a0500,00");
  await expect(row).toContainText("3×");
  await page.screenshot({ path: "test-results/resultados-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/resultados-1280.png", fullPage: true });
  await context.close();
  // axe runs inside the page: a context with JavaScript, at the phone's width.
  const scripted = await browser.newContext({ baseURL: baseURL!, viewport: { width: 390, height: 844 } });
  const checked = await scripted.newPage();
  await signIn(checked, email);
  await checked.goto("/painel/resultados");
  await expectNoA11yViolations(checked, "/painel/resultados (390 px)");
  await scripted.close();
});
