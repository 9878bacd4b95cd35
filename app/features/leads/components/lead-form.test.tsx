import { act, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADS_CONSENT_FIELD, ADS_CONSENT_VERSION } from "../ads-consent";
import { unconfiguredBusiness } from "#app/config/business";
import { NETWORK_ERROR_MESSAGE } from "../client-action";
import { LeadForm } from "./lead-form";
import {
  chooseOption,
  createLeadAction,
  fillIn,
  leadPageRoute,
  mockWindowOpen,
  pageHydration,
  renderForm,
  TEST_WHATSAPP_NUMBER,
} from "#tests/lead-form-harness";

const api = createLeadAction();

afterEach(() => {
  api.requests.length = 0;
  api.events.length = 0;
  api.succeedWith(1);
  vi.restoreAllMocks();
});

async function fillValidLead(user: ReturnType<typeof renderForm>["user"]) {
  await fillIn(user, "Nome completo", "  Maria Souza ");
  await fillIn(user, "E-mail", "maria@loja.com.br");
  await fillIn(user, "WhatsApp (com DDD)", "(11) 98765-4321");
  await fillIn(user, "Nome da empresa", "Loja da Maria");
  await chooseOption(user, "Número de funcionários", "1 a 5 funcionários");
  await chooseOption(user, "Investimento mensal em anúncios", "De R$ 1.000 a R$ 3.000 por mês");
}

const submitButton = () => screen.getByRole("button", { name: /RECEBER CONSULTORIA GRATUITA|Enviando/ });
const successTitle = "Obrigado! Nossa equipe entrará em contato em breve.";

describe("LeadForm", () => {
  it("is the #lead-form section with a heading and the six fields", () => {
    renderForm(<LeadForm />, api);
    const section = screen.getByRole("region", { name: "Receba sua consultoria gratuita" });
    expect(section).toHaveAttribute("id", "lead-form");
    for (const label of ["Nome completo", "E-mail", "WhatsApp (com DDD)", "Nome da empresa"]) {
      expect(within(section).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(section).getByRole("combobox", { name: "Número de funcionários" })).toBeInTheDocument();
    expect(within(section).getByRole("combobox", { name: "Investimento mensal em anúncios" })).toBeInTheDocument();
  });

  it("shows every spec message on an empty submit, focuses the first field and sends nothing", async () => {
    const { open } = mockWindowOpen(api.events);
    const { user } = renderForm(<LeadForm title="Fale com a gente" />, api);
    await user.click(submitButton());
    for (const message of [
      "Nome completo é obrigatório",
      "Email é obrigatório",
      "WhatsApp é obrigatório (com DDD)",
      "Nome da empresa é obrigatório",
      "Número de funcionários é obrigatório",
      "Investimento mensal é obrigatório",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    const nome = screen.getByLabelText("Nome completo");
    expect(nome).toHaveFocus();
    expect(nome).toHaveAttribute("aria-invalid", "true");
    expect(nome).toHaveAccessibleDescription("Nome completo é obrigatório");
    expect(screen.getByRole("combobox", { name: "Número de funcionários" })).toHaveAccessibleDescription(
      "Número de funcionários é obrigatório",
    );
    expect(open).not.toHaveBeenCalled();
    expect(api.requests).toEqual([]);
  });

  it("re-validates as the visitor types after the first submit", async () => {
    const { user } = renderForm(<LeadForm />, api);
    await user.click(submitButton());
    await screen.findByText("Email é obrigatório");
    await user.type(screen.getByLabelText("E-mail"), "maria@");
    expect(await screen.findByText("Email inválido")).toBeInTheDocument();
    await user.type(screen.getByLabelText("E-mail"), "loja.com");
    await waitFor(() => expect(screen.queryByText("Email inválido")).not.toBeInTheDocument());
    expect(screen.getByLabelText("E-mail")).not.toHaveAttribute("aria-invalid");
    await user.type(screen.getByLabelText("Nome completo"), "Ma");
    await waitFor(() => expect(screen.queryByText("Nome completo é obrigatório")).not.toBeInTheDocument());
  });

  it("opens the tab in the click, sends the lead, then points the tab at WhatsApp, thanks and shows what comes next", async () => {
    const { tab, open } = mockWindowOpen(api.events);
    const { user } = renderForm(<LeadForm />, api);
    await fillValidLead(user);
    const release = api.hold();
    await user.click(submitButton());

    const button = await screen.findByRole("button", { name: "Enviando..." });
    expect(button).toHaveAttribute("aria-disabled", "true");
    // Focus stays on the button while the lead is on its way (a disabled button would drop it to the page).
    expect(button).toHaveFocus();
    expect(open).toHaveBeenCalledWith("", "_blank");
    expect(tab.opener).toBeNull();
    await user.click(button);
    release();

    const panel = await screen.findByRole("status", { name: successTitle });
    expect(api.events).toEqual(["open", "post"]);
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request?.form).toBe("consultoria");
    expect(request?.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.data).toEqual({
      nome: "  Maria Souza ",
      email: "maria@loja.com.br",
      whatsapp: "(11) 98765-4321",
      empresa: "Loja da Maria",
      funcionarios: "1-5",
      investimento_mensal: "1000-3000",
      website: "",
    });

    const chat = new URL(tab.location.href);
    expect(chat.origin + chat.pathname).toBe(`https://wa.me/${TEST_WHATSAPP_NUMBER}`);
    expect(chat.searchParams.get("text")).toContain("Nome: Maria Souza");
    expect(chat.searchParams.get("text")).toContain("Funcionários: 1 a 5 funcionários");
    expect(chat.searchParams.get("text")).toContain("Investimento mensal: De R$ 1.000 a R$ 3.000 por mês");
    expect(tab.close).not.toHaveBeenCalled();

    // The spec's toast says it too.
    await waitFor(() => expect(screen.getAllByText(successTitle)).toHaveLength(2));
    expect(panel).toHaveFocus();
    expect(within(panel).getByRole("link", { name: "Abrir WhatsApp" })).toHaveAttribute("href", tab.location.href);

    await user.click(within(panel).getByRole("link", { name: "Enviar outra solicitação" }));
    expect(screen.getByLabelText("Nome completo")).toHaveValue("");
    expect(screen.getByLabelText("E-mail")).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Número de funcionários" })).toHaveDisplayValue("Selecione");
    expect(submitButton()).toHaveTextContent("RECEBER CONSULTORIA GRATUITA");
  });

  it("posts the optional ads consent, unticked at first, only when the visitor ticks it", async () => {
    mockWindowOpen(api.events);
    const { user } = renderForm(<LeadForm />, api);
    const consent = () => screen.getByRole("checkbox", { name: /^Autorizo .* com o Google e a Meta, .*\(opcional\)$/ });
    expect(consent()).not.toBeChecked();
    await fillValidLead(user);
    await user.click(consent());
    await user.click(submitButton());
    const panel = await screen.findByRole("status", { name: successTitle });
    expect(api.requests[0]?.data[ADS_CONSENT_FIELD]).toBe(ADS_CONSENT_VERSION);
    await user.click(within(panel).getByRole("link", { name: "Enviar outra solicitação" }));
    expect(consent()).not.toBeChecked();
  });

  it("without a WhatsApp number opens no tab and mentions no WhatsApp: the spec's toast, the panel and its reset", async () => {
    const server = createLeadAction(null);
    const { open } = mockWindowOpen(server.events);
    const { user } = renderForm(<LeadForm />, server, undefined, unconfiguredBusiness);
    await fillValidLead(user);
    await user.click(submitButton());

    const panel = await screen.findByRole("status", { name: successTitle });
    await waitFor(() => expect(screen.getAllByText(successTitle)).toHaveLength(2));
    expect(open).not.toHaveBeenCalled();
    expect(server.events).toEqual(["post"]);
    expect(panel).toHaveTextContent("responde em até 2 horas em horário comercial.");
    expect(document.body).not.toHaveTextContent(/WhatsApp/);
    expect(within(panel).getByRole("link", { name: "Enviar outra solicitação" })).toBeInTheDocument();
  });

  it("uses a new submission id after a success and keeps it across a failed retry", async () => {
    mockWindowOpen(api.events);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderForm(<LeadForm />, api);
    await fillValidLead(user);
    api.refuse(503, "Não conseguimos registrar seu contato agora.");
    await user.click(submitButton());
    await screen.findByText("Erro ao enviar formulário");
    api.succeedWith(3);
    await user.click(submitButton());
    const panel = await screen.findByRole("status", { name: successTitle });
    await user.click(within(panel).getByRole("link", { name: "Enviar outra solicitação" }));
    await fillValidLead(user);
    await user.click(submitButton());
    await waitFor(() => expect(api.requests).toHaveLength(3));
    const [failed, retried, next] = api.requests.map((request) => request.submissionId);
    expect(retried).toBe(failed);
    expect(next).not.toBe(retried);
  });

  it("offers an 'Abrir WhatsApp' button in the toast when the browser blocked the tab", async () => {
    const { open } = mockWindowOpen(api.events, true);
    const { user } = renderForm(<LeadForm />, api);
    await fillValidLead(user);
    await user.click(submitButton());
    const action = await screen.findByRole("button", { name: "Abrir WhatsApp" });
    open.mockClear();
    await user.click(action);
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/),
      "_blank",
      "noopener,noreferrer",
    );
  });

  it("logs the status and shows the server's message on a non-ok answer, keeping the values", async () => {
    const { tab } = mockWindowOpen(api.events);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderForm(<LeadForm />, api);
    await fillValidLead(user);
    api.refuse(429, "Muitos envios em pouco tempo. Aguarde 30 segundos e tente novamente.");
    await user.click(submitButton());
    expect(await screen.findByText("Erro ao enviar formulário")).toBeInTheDocument();
    expect(
      await screen.findByText("Muitos envios em pouco tempo. Aguarde 30 segundos e tente novamente."),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith("Erro do servidor: 429");
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByLabelText("Nome completo")).toHaveValue("  Maria Souza ");
    expect(screen.getByRole("combobox", { name: "Número de funcionários" })).toHaveDisplayValue("1 a 5 funcionários");
  });

  it("falls back to 'Tente novamente em alguns instantes.' when a 500 has no message", async () => {
    mockWindowOpen(api.events);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderForm(<LeadForm />, api);
    await fillValidLead(user);
    api.failTransport(500, "");
    await user.click(submitButton());
    expect(await screen.findByText("Tente novamente em alguns instantes.")).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith("Erro do servidor: 500");
  });

  it("shows a pt-BR message when the request never gets an answer", async () => {
    const { tab } = mockWindowOpen(api.events);
    const { user } = renderForm(<LeadForm />, api);
    await fillValidLead(user);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    api.failTransport(0, NETWORK_ERROR_MESSAGE);
    await user.click(submitButton());
    expect(await screen.findByText("Erro ao enviar formulário")).toBeInTheDocument();
    expect(screen.getByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    // No status to report: nothing answered.
    expect(logged).not.toHaveBeenCalled();
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByLabelText("E-mail")).toHaveValue("maria@loja.com.br");
  });

  it("puts the server's 422 messages under their fields and focuses the first", async () => {
    mockWindowOpen(api.events);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderForm(<LeadForm />, api);
    await fillValidLead(user);
    api.refuse(422, "Confira os campos destacados e tente novamente.", {
      whatsapp: "Número inválido. Use o formato (11) 98765-4321",
      empresa: "Use no máximo 120 caracteres",
    });
    await user.click(submitButton());
    const whatsapp = screen.getByLabelText("WhatsApp (com DDD)");
    await waitFor(() => expect(whatsapp).toHaveFocus());
    expect(whatsapp).toHaveAccessibleDescription("Número inválido. Use o formato (11) 98765-4321");
    expect(screen.getByLabelText("Nome da empresa")).toHaveAccessibleDescription("Use no máximo 120 caracteres");
    expect(await screen.findByText("Confira os campos destacados e tente novamente.")).toBeInTheDocument();
  });

  it("focuses a select when it is the first invalid field", async () => {
    const { user } = renderForm(<LeadForm />, api);
    await fillIn(user, "Nome completo", "Maria Souza");
    await fillIn(user, "E-mail", "maria@loja.com.br");
    await fillIn(user, "WhatsApp (com DDD)", "(11) 98765-4321");
    await fillIn(user, "Nome da empresa", "Loja da Maria");
    await user.click(submitButton());
    const funcionarios = screen.getByRole("combobox", { name: "Número de funcionários" });
    await waitFor(() => expect(funcionarios).toHaveFocus());
    expect(funcionarios).toHaveAttribute("aria-invalid", "true");
    await chooseOption(user, "Número de funcionários", "Mais de 15 funcionários");
    await waitFor(() => expect(screen.queryByText("Número de funcionários é obrigatório")).not.toBeInTheDocument());
    expect(screen.getByText("Investimento mensal é obrigatório")).toBeInTheDocument();
  });

  it("sends the honeypot that people never see, empty unless a bot filled it", async () => {
    mockWindowOpen(api.events);
    const { user } = renderForm(<LeadForm />, api);
    await fillValidLead(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest("[aria-hidden='true']")).not.toBeNull();
    honeypot!.value = "https://spam.example";
    await user.click(submitButton());
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]?.data.website).toBe("https://spam.example");
  });
});

describe("LeadForm without JavaScript", () => {
  it("is a plain POST form with native selects, hidden fields and no shared submission id", () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <LeadForm /> }]);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Stub initialEntries={["/"]} />);
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form?.getAttribute("action")).toMatch(/#lead-form-resultado$/);
    expect(form).toHaveAttribute("novalidate");
    expect(container.querySelector('input[name="form"]')).toHaveValue("consultoria");
    expect(container.querySelector('input[name="submissionId"]')).toHaveValue("");
    for (const name of ["nome", "email", "whatsapp", "empresa"]) {
      expect(container.querySelector(`input[name="${name}"]`), name).not.toBeNull();
    }
    const funcionarios = container.querySelector<HTMLSelectElement>('select[name="funcionarios"]');
    expect(
      [...(funcionarios?.options ?? [])].filter((option) => !option.disabled).map((option) => option.value),
    ).toEqual(["sozinho", "1-5", "6-15", "15+"]);
    const placeholder = funcionarios?.options[0];
    expect(placeholder?.selected && placeholder.disabled && placeholder.hidden).toBe(true);
    expect(container.querySelector('select[name="investimento_mensal"]')).not.toBeNull();
  });

  it("keeps what the visitor typed and chose before the page hydrated", async () => {
    mockWindowOpen(api.events);
    const Stub = createRoutesStub([leadPageRoute(<LeadForm />, api)]);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Stub initialEntries={["/"]} hydrationData={pageHydration()} />);
    document.body.append(container);
    const typed: Record<string, string> = {
      nome: "Maria Souza",
      email: "maria@loja.com.br",
      whatsapp: "(11) 98765-4321",
      empresa: "Loja da Maria",
    };
    for (const [name, value] of Object.entries(typed)) {
      container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value = value;
    }
    container.querySelector<HTMLSelectElement>('select[name="funcionarios"]')!.value = "15+";
    container.querySelector<HTMLSelectElement>('select[name="investimento_mensal"]')!.value = "ate-500";

    const root = await act(async () =>
      hydrateRoot(container, <Stub initialEntries={["/"]} hydrationData={pageHydration()} />),
    );
    try {
      expect(await screen.findByRole("combobox", { name: "Número de funcionários" })).toHaveDisplayValue(
        "Mais de 15 funcionários",
      );
      expect(screen.getByLabelText("Nome completo")).toHaveValue("Maria Souza");
      await act(async () => submitButton().click());
      await waitFor(() => expect(api.requests).toHaveLength(1));
      expect(api.requests[0]?.data).toEqual({
        ...typed,
        funcionarios: "15+",
        investimento_mensal: "ate-500",
        website: "",
      });
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it("shows the route action's field messages, refills the values and focuses the first invalid field", () => {
    renderForm(<LeadForm />, api, {
      form: "consultoria",
      ok: false,
      status: 422,
      message: "Confira os campos destacados e tente novamente.",
      errors: { email: "Email inválido", funcionarios: "Número de funcionários é obrigatório" },
      values: {
        nome: "Maria",
        email: "maria@",
        whatsapp: "11987654321",
        empresa: "Loja",
        investimento_mensal: "5000+",
      },
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Confira os campos destacados e tente novamente.");
    // Browsers skip autofocus when the URL fragment (#lead-form-resultado) names an element.
    expect(document.getElementById("lead-form-resultado")).toBeNull();
    expect(screen.getByLabelText("Nome completo")).toHaveValue("Maria");
    const email = screen.getByLabelText("E-mail");
    expect(email).toHaveValue("maria@");
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription("Email inválido");
    expect(screen.getByRole("combobox", { name: "Número de funcionários" })).toHaveAccessibleDescription(
      "Número de funcionários é obrigatório",
    );
    expect(screen.getByRole("combobox", { name: "Investimento mensal em anúncios" })).toHaveDisplayValue(
      "Mais de R$ 5.000 por mês",
    );
  });

  it("shows a refusal without field errors above the form, as the page's scroll target", () => {
    renderForm(<LeadForm />, api, {
      form: "consultoria",
      ok: false,
      status: 429,
      message: "Muitos envios em pouco tempo. Aguarde 60 segundos e tente novamente.",
      errors: {},
      values: { nome: "Maria" },
    });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Muitos envios em pouco tempo. Aguarde 60 segundos e tente novamente.");
    expect(alert).toHaveAttribute("id", "lead-form-resultado");
    expect(screen.getByLabelText("Nome completo")).toHaveValue("Maria");
    expect(screen.getByLabelText("Nome completo")).not.toHaveFocus();
  });

  it("shows the success panel with the WhatsApp link after a successful post", async () => {
    const { user } = renderForm(<LeadForm />, api, {
      form: "consultoria",
      ok: true,
      id: 7,
      whatsappUrl: "https://wa.me/5511987654321?text=Ol%C3%A1",
    });
    const panel = screen.getByRole("status");
    expect(panel).toHaveAttribute("id", "lead-form-resultado");
    expect(panel).toHaveTextContent("Obrigado! Nossa equipe entrará em contato em breve.");
    expect(within(panel).getByRole("link", { name: "Abrir WhatsApp" })).toHaveAttribute(
      "href",
      "https://wa.me/5511987654321?text=Ol%C3%A1",
    );
    await user.click(within(panel).getByRole("link", { name: "Enviar outra solicitação" }));
    expect(screen.getByLabelText("Nome completo")).toHaveValue("");
  });

  it("without a WhatsApp number the answer thanks and says what comes next, with no chat to open", () => {
    renderForm(<LeadForm />, api, { form: "consultoria", ok: true, id: 8, whatsappUrl: null }, unconfiguredBusiness);
    const panel = screen.getByRole("status");
    expect(panel).toHaveTextContent("Obrigado! Nossa equipe entrará em contato em breve.");
    expect(panel).not.toHaveTextContent(/WhatsApp/);
    expect(within(panel).queryByRole("link", { name: /WhatsApp/ })).toBeNull();
  });

  it("ignores another form's answer on the same page", () => {
    renderForm(<LeadForm />, api, { form: "newsletter", ok: true, id: 1, whatsappUrl: null });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Nome completo")).toBeInTheDocument();
  });
});
