import { expect, test } from "../fixtures";
import { consultoria, postLead, seedMember } from "./helpers";
import { signInAs } from "./session";

/**
 * The WhatsApp message of each stage (issue 37), on a phone without JavaScript: an owner writes the proposal's
 * message at /painel/mensagens (an unknown placeholder is refused by name, the saved text is previewed), and an
 * attendant's WhatsApp button on a lead in "Proposta enviada" carries it, greeting the lead by first name.
 */
test.describe.configure({ timeout: 120_000 });

const phone = { width: 390, height: 844 };

test("an owner's proposal message reaches an attendant's WhatsApp link, by first name (without JavaScript)", async ({
  browser,
  baseURL,
}) => {
  const owner = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL!, viewport: phone });
  const ownerPage = await owner.newPage();
  await signInAs(ownerPage, (await seedMember(baseURL!, { name: "Rosa Almeida" })).email, baseURL!);
  await ownerPage.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
  await ownerPage
    .getByRole("navigation", { name: "Seções do painel" })
    .getByRole("link", { name: "Mensagens" })
    .click();
  await expect(ownerPage.getByRole("heading", { level: 1 })).toHaveText("Mensagens do WhatsApp");

  const proposal = ownerPage.getByRole("region", { name: "Depois da proposta" });
  const text = proposal.getByLabel("Texto da mensagem");
  await text.fill("Oi, {nome}! Aqui é {especialista}. Conseguiu ver a proposta da {empresa}? {link}");
  await ownerPage.getByRole("button", { name: "Salvar mensagens" }).click();
  await expect(proposal).toContainText("usa {link}, que o painel não conhece.");
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await expect(ownerPage.getByRole("alert").first()).toContainText("Nada foi salvo");

  const written = "Oi, {nome}! Aqui é {especialista}. Conseguiu ver a proposta da {empresa}? Fico à disposição.";
  await text.fill(written);
  await ownerPage.getByRole("button", { name: "Salvar mensagens" }).click();
  await expect(ownerPage).toHaveURL(/\/painel\/mensagens\?salvo=1$/);
  await expect(ownerPage.getByRole("status")).toHaveText("Mensagens salvas. Confira a prévia de cada uma.");
  await expect(proposal.getByLabel("Texto da mensagem")).toHaveValue(written);
  await expect(proposal).toContainText(
    "Oi, Mariana! Aqui é Rosa. Conseguiu ver a proposta da Ateliê Flor de Lis? Fico à disposição.",
  );
  await expect(proposal).toContainText("Oi, Mariana! Aqui é Rosa. Conseguiu ver a proposta? Fico à disposição.");

  const leadId = await postLead(
    owner.request,
    baseURL!,
    "consultoria",
    consultoria(`DRA. FERNANDA Mensagem ${Date.now()}`, { empresa: "Clínica Sorriso" }),
  );
  const attendant = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL!, viewport: phone });
  const attendantPage = await attendant.newPage();
  await signInAs(
    attendantPage,
    (await seedMember(baseURL!, { role: "atendente", name: "Paulo Reis" })).email,
    baseURL!,
  );
  await attendantPage.goto(`/painel/leads/${leadId}`);
  // The lead page's WhatsApp button is a form: the server logs the attempt and answers with the wa.me address.
  const whatsappText = async () => {
    await expect(attendantPage.getByRole("button", { name: "WhatsApp" })).toBeVisible();
    const answer = await attendantPage.request.post(`/painel/leads/${leadId}`, {
      form: { intent: "contato", canal: "whatsapp" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    return new URL(answer.headers()["location"]!).searchParams.get("text");
  };
  expect(await whatsappText()).toMatch(/^Olá, Fernanda! Aqui é Paulo, da /);

  const status = attendantPage.getByRole("region", { name: "Status" });
  await status.getByRole("radio", { name: "Proposta enviada" }).check();
  await status.getByRole("button", { name: "Salvar status" }).click();
  await expect(attendantPage).toHaveURL(new RegExp(`/painel/leads/${leadId}\\?salvo=status$`));
  expect(await whatsappText()).toBe(
    "Oi, Fernanda! Aqui é Paulo. Conseguiu ver a proposta da Clínica Sorriso? Fico à disposição.",
  );

  // Emptied, the message is the default again: the shared e2e database is left as it was.
  await ownerPage.getByRole("region", { name: "Depois da proposta" }).getByLabel("Texto da mensagem").fill("");
  await ownerPage.getByRole("button", { name: "Salvar mensagens" }).click();
  await expect(ownerPage.getByRole("status")).toBeVisible();
  await expect(proposal.getByLabel("Texto da mensagem")).toHaveValue(/^Oi, \{nome\}, tudo bem\?/);
  await attendantPage.reload();
  expect(await whatsappText()).toMatch(/^Oi, Fernanda, tudo bem\? Aqui é Paulo, da .+ para a Clínica Sorriso\./);
  await owner.close();
  await attendant.close();
});

test("with JavaScript, a refused text gets the focus where the owner can see it", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL!, viewport: phone });
  const page = await context.newPage();
  await signInAs(page, (await seedMember(baseURL!, { name: "Rosa Almeida" })).email, baseURL!);
  await page.goto("/painel/mensagens");
  const text = page.getByRole("region", { name: "Acompanhamento" }).getByLabel("Texto da mensagem");
  await text.fill("Oi, {Nome}!");
  await page.getByRole("button", { name: "Salvar mensagens" }).click();
  await expect(text).toBeFocused();
  await expect(text).toBeInViewport();
  await expect(page.getByText("A mensagem “Acompanhamento” usa {Nome}, que o painel não conhece.")).toBeVisible();
  await expect(page.getByRole("alert").getByRole("link", { name: "Acompanhamento" })).toHaveAttribute(
    "href",
    "#texto-em_contato",
  );
  await context.close();
});
