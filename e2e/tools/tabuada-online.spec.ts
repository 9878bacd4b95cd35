import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "../fixtures";

test("a visitor practises the table of 7 to the end, with one wrong answer on the way", async ({ page }) => {
  await gotoHydrated(page, "/ferramentas/tabuada-online");
  // Fake timers from here on, so the 1-second pause before each question is instant.
  await page.clock.install();

  await page.getByLabel("Tabuada do").selectOption({ label: "7" });

  const answer = page.getByLabel("Sua resposta");
  const feedback = page.getByRole("status", { name: "Resposta", includeHidden: true });
  const score = page.getByText(/^Acertos:/);

  for (let multiplier = 1; multiplier <= 10; multiplier++) {
    await expect(page.getByText(`7 × ${multiplier} = ?`)).toBeVisible();
    if (multiplier === 4) {
      await answer.fill("27");
      await answer.press("Enter");
      await expect(feedback).toHaveText("❌ Errado, tente novamente!");
      await expectNoSeriousA11yViolations(page);
      await expect(score).toHaveText(`Acertos: ${multiplier - 1}`);
      await page.clock.runFor(2000);
      await expect(page.getByText("7 × 4 = ?")).toBeVisible();
    }
    await answer.fill(String(7 * multiplier));
    if (multiplier % 2 === 0) await answer.press("Enter");
    else await page.getByRole("button", { name: "Verificar Resposta" }).click();
    await expect(score).toHaveText(`Acertos: ${multiplier}`);
    if (multiplier < 10) {
      await expect(feedback).toHaveText("✅ Correto!");
      await page.clock.runFor(1000);
      await expect(answer).toHaveValue("");
    }
  }

  await expect(feedback).toHaveText("🎉 Parabéns! Você completou a tabuada!");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Reiniciar" }).click();
  await expect(page.getByText("7 × 1 = ?")).toBeVisible();
  await expect(score).toHaveText("Acertos: 0");
  await expect(feedback).toBeEmpty();
});
