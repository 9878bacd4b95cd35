import { getTool } from "../../app/features/tools/registry";
import { expect, gotoHydrated, test } from "../fixtures";

test("shows 'Em desenvolvimento...' in the tool frame and leads back to the tools", async ({ page }) => {
  await gotoHydrated(page, "/ferramentas/o-que-fazer-perto-de-mim");
  await expect(page.getByRole("heading", { level: 1, name: getTool("o-que-fazer-perto-de-mim").name })).toBeVisible();
  await expect(page.getByText("Em desenvolvimento...", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Ver todas as ferramentas" }).click();
  await expect(page).toHaveURL(/\/ferramentas$/);
});
