import { expect, gotoReady, test } from "../fixtures";
import { consultoria, database, postLead, seedMember } from "./helpers";
import { signInAs } from "./session";

/**
 * Issue 37's desk on a phone: the owner opens /painel and sees an overdue
 * follow-up first, opens the lead, logs a call with one tap and sets the next
 * follow-up, with JavaScript and without.
 */
test.describe.configure({ timeout: 120_000 });

const HOUR = 3_600_000;
/** Tomorrow in Brasília, as a date input's value. */
const tomorrow = () => new Date(Date.now() - 3 * HOUR + 24 * HOUR).toISOString().slice(0, 10);

for (const javaScriptEnabled of [true, false]) {
  test(`overdue first, a call logged, the next follow-up set on a phone (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const marker = `Atraso${javaScriptEnabled ? "Js" : "Html"}${Date.now()}`;
    const leadId = await postLead(request, baseURL!, "consultoria", consultoria(`${marker} Lima`));
    // A follow-up due yesterday: the owner's promise, now overdue.
    const db = database();
    db.prepare("update leads set follow_up_at = ?, follow_up_what = 'Ligar', opened_at = ? where id = ?").run(
      Date.now() - 24 * HOUR,
      Date.now() - 48 * HOUR,
      leadId,
    );
    db.close();

    const owner = await seedMember(baseURL!, { name: "Dona Rosa" });
    const context = await browser.newContext({
      javaScriptEnabled,
      baseURL: baseURL!,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await signInAs(page, owner.email, baseURL!);
    await page.goto("/painel");

    // The work comes first: "Atrasados" is the page's first section, its card on the first screen, in red.
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 }).first()).toContainText("Atrasados");
    const overdue = main.getByRole("list", { name: "Atrasados" }).getByRole("link", { name: new RegExp(marker) });
    await expect(overdue).toContainText("Atrasado · ontem");
    await expect(overdue).toContainText("Ligar");
    await expect(overdue).toBeInViewport();

    await overdue.click();
    await expect(page).toHaveURL(new RegExp(`/painel/leads/${leadId}$`));

    // One tap on "Ligar": logged in the timeline, then the phone opens through tel:. A test browser cannot follow
    // it: with JavaScript the tel: address opened within the tap leaves the tab under Chromium's "open the app?"
    // prompt, which swallows every later click (the save below never posted). The member comes back in a new tab.
    const logged = page.waitForRequest(
      (sent) => sent.method() === "POST" && sent.url().includes(`/painel/leads/${leadId}`),
    );
    await page.getByRole("button", { name: "Ligar" }).click({ noWaitAfter: true });
    const sent = await logged;
    if (javaScriptEnabled) {
      await expect(page.getByText("Tentativa de contato registrada no histórico.")).toBeVisible();
    } else {
      expect(sent.postData()).toBe("intent=contato&canal=ligar");
      // The server's answer to that form: the attempt logged, then the phone's address.
      const answer = await page.request.post(`/painel/leads/${leadId}`, {
        form: { intent: "contato", canal: "ligar" },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(303);
      expect(answer.headers()["location"]).toBe("tel:+5511987654321");
    }
    await page.close();
    const desk = await context.newPage();
    if (javaScriptEnabled) await gotoReady(desk, `/painel/leads/${leadId}`);
    else await desk.goto(`/painel/leads/${leadId}`);
    const history = desk.getByRole("region", { name: "Histórico" });
    await expect(history).toContainText("Dona Rosa ligou para o lead.");
    await expect(desk.getByText(/Primeiro contato em/)).toBeVisible();

    // The next follow-up: tomorrow at 10:00, send the proposal.
    const next = desk.getByRole("region", { name: "Próximo contato" });
    await expect(next).toContainText("Atrasado: ontem");
    await next.getByLabel("O que fazer").selectOption("Enviar proposta");
    await next.getByLabel("Data").fill(tomorrow());
    await next.getByLabel("Hora").fill("10:00");
    await next.getByRole("button", { name: "Salvar próximo contato" }).click();
    await expect(next).toContainText("Marcado para amanhã, 10:00 · Enviar proposta");
    await expect(history).toContainText("Dona Rosa marcou o próximo contato para");

    // Back home: no longer overdue, it waits among the upcoming ones.
    await desk.goto("/painel");
    const home = desk.getByRole("main");
    await expect(
      home.getByRole("list", { name: "Atrasados" }).getByRole("link", { name: new RegExp(marker) }),
    ).toHaveCount(0);
    await expect(
      home.getByRole("list", { name: "Próximos" }).getByRole("link", { name: new RegExp(marker) }),
    ).toContainText("amanhã, 10:00 · Enviar proposta");
    await context.close();
  });
}
