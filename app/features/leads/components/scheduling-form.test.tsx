import { screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADS_CONSENT_FIELD, ADS_CONSENT_VERSION } from "../ads-consent";
import { unconfiguredBusiness } from "#app/config/business";
import { SchedulingForm } from "./scheduling-form";
import { chooseOption, createLeadAction, fillIn, mockWindowOpen, renderForm } from "#tests/lead-form-harness";

const api = createLeadAction();

afterEach(() => {
  api.requests.length = 0;
  api.events.length = 0;
  api.succeedWith(1);
  vi.restoreAllMocks();
});

async function fillValidScheduling(user: ReturnType<typeof renderForm>["user"]) {
  await fillIn(user, "Nome completo", "João Lima");
  await fillIn(user, "E-mail", "joao@empresa.com");
  await fillIn(user, "WhatsApp (com DDD)", "11 98765 4321");
  await fillIn(user, "Empresa", "Lima Tech");
  await chooseOption(user, "Setor", "Saúde");
  await chooseOption(user, "Faturamento mensal", "De R$ 50 mil a R$ 100 mil por mês");
  await fillIn(user, "Qual é o seu principal desafio hoje?", "Preciso de mais pacientes pelo Google.");
  await user.click(screen.getByRole("radio", { name: "Tarde (12h-18h)" }));
}

const submitButton = () => screen.getByRole("button", { name: /AGENDAR MINHA CONSULTORIA|Agendando/ });

describe("SchedulingForm", () => {
  it("shows the eight spec messages and focuses the name", async () => {
    const { user } = renderForm(<SchedulingForm />, api);
    await user.click(submitButton());
    for (const message of [
      "Nome deve ter pelo menos 2 caracteres",
      "Email inválido",
      "WhatsApp deve ter pelo menos 10 dígitos",
      "Nome da empresa deve ter pelo menos 2 caracteres",
      "Selecione um setor",
      "Selecione o faturamento",
      "Descreva seu principal desafio (mínimo 10 caracteres)",
      "Selecione o melhor horário",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Nome completo")).toHaveFocus();
    expect(screen.getByRole("group", { name: "Melhor horário para falarmos" })).toHaveAccessibleDescription(
      "Selecione o melhor horário",
    );
    expect(api.requests).toEqual([]);
  });

  it("labels the best times as people read them and posts the spec values", async () => {
    const { tab } = mockWindowOpen(api.events);
    const { user } = renderForm(<SchedulingForm />, api);
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "manha (8h-12h)",
      "tarde (12h-18h)",
      "noite (18h-21h)",
    ]);
    expect(screen.getByRole("radio", { name: "Manhã (8h-12h)" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Noite (18h-21h)" })).toBeInTheDocument();
    await fillValidScheduling(user);
    const release = api.hold();
    await user.click(submitButton());
    expect(await screen.findByRole("button", { name: "Agendando..." })).toHaveAttribute("aria-disabled", "true");
    release();

    expect(await screen.findByText("Consultoria Agendada!")).toBeInTheDocument();
    // The spec's toast, beside the panel.
    expect(await screen.findByText("Recebemos sua solicitação. Em breve entraremos em contato!")).toBeInTheDocument();
    expect(api.events).toEqual(["open", "post"]);
    expect(api.requests[0]).toMatchObject({
      form: "agendamento",
      data: {
        name: "João Lima",
        email: "joao@empresa.com",
        whatsapp: "11 98765 4321",
        company: "Lima Tech",
        sector: "saude",
        revenue: "50k-100k",
        challenge: "Preciso de mais pacientes pelo Google.",
        bestTime: "tarde (12h-18h)",
      },
    });
    const text = new URL(tab.location.href).searchParams.get("text") ?? "";
    expect(text).toContain("Olá! Acabei de agendar minha consultoria pelo site.");
    expect(text).toContain("Melhor horário: Tarde (12h-18h)");
    expect(text).toContain("Principal desafio: Preciso de mais pacientes pelo Google.");
    const panel = screen.getByRole("status", { name: "Consultoria Agendada!" });
    expect(panel).toHaveFocus();
    await user.click(within(panel).getByRole("link", { name: "Agendar outra consultoria" }));
    expect(screen.getByLabelText("Nome completo")).toHaveFocus();
    expect(screen.getByLabelText("Qual é o seu principal desafio hoje?")).toHaveValue("");
    expect(screen.getByRole("radio", { name: "Tarde (12h-18h)" })).not.toBeChecked();
    expect(screen.getByRole("combobox", { name: "Setor" })).toHaveDisplayValue("Selecione o setor");
  });

  it("without a WhatsApp number opens no tab and mentions no WhatsApp after the spec's toast", async () => {
    const server = createLeadAction(null);
    const { open } = mockWindowOpen(server.events);
    const { user } = renderForm(<SchedulingForm />, server, undefined, unconfiguredBusiness);
    await fillValidScheduling(user);
    await user.click(submitButton());

    const panel = await screen.findByRole("status", { name: "Consultoria Agendada!" });
    await waitFor(() =>
      expect(screen.getAllByText("Recebemos sua solicitação. Em breve entraremos em contato!")).toHaveLength(2),
    );
    expect(open).not.toHaveBeenCalled();
    expect(server.events).toEqual(["post"]);
    // The form's own field is the visitor's number; once it is gone, nothing on the page speaks of WhatsApp.
    expect(document.body).not.toHaveTextContent(/WhatsApp/);
    expect(within(panel).getByRole("link", { name: "Agendar outra consultoria" })).toBeInTheDocument();
  });

  it("shows the spec's 'Erro' toast on a server failure and keeps everything typed", async () => {
    const { tab } = mockWindowOpen(api.events);
    const { user } = renderForm(<SchedulingForm />, api);
    await fillValidScheduling(user);
    api.failTransport(500, "");
    await user.click(submitButton());
    expect(
      await screen.findByText("Houve um problema ao agendar sua consultoria. Tente novamente."),
    ).toBeInTheDocument();
    expect(screen.getByText("Erro")).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByLabelText("Empresa")).toHaveValue("Lima Tech");
    expect(screen.getByRole("radio", { name: "Tarde (12h-18h)" })).toBeChecked();
  });

  it("shows the rate-limit message the server sends", async () => {
    mockWindowOpen(api.events);
    const { user } = renderForm(<SchedulingForm />, api);
    await fillValidScheduling(user);
    api.refuse(429, "Muitos envios em pouco tempo. Aguarde 42 segundos e tente novamente.");
    await user.click(submitButton());
    expect(
      await screen.findByText("Muitos envios em pouco tempo. Aguarde 42 segundos e tente novamente."),
    ).toBeInTheDocument();
  });

  it("maps a 422 onto the best-time radios and focuses them", async () => {
    mockWindowOpen(api.events);
    const { user } = renderForm(<SchedulingForm />, api);
    await fillValidScheduling(user);
    api.refuse(422, "Confira os campos destacados e tente novamente.", { bestTime: "Selecione o melhor horário" });
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole("radio", { name: "Manhã (8h-12h)" })).toHaveFocus());
    expect(screen.getByText("Selecione o melhor horário")).toBeInTheDocument();
  });
});

describe("SchedulingForm without JavaScript", () => {
  it("renders native selects and radios that post the spec values", () => {
    const Stub = createRoutesStub([{ path: "/comece-agora", Component: () => <SchedulingForm /> }]);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Stub initialEntries={["/comece-agora"]} />);
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/comece-agora#agendar-resultado");
    expect(container.querySelector('input[name="form"]')).toHaveValue("agendamento");
    const sector = container.querySelector<HTMLSelectElement>('select[name="sector"]');
    expect([...(sector?.options ?? [])].filter((option) => !option.disabled)).toHaveLength(9);
    expect(container.querySelector('select[name="revenue"]')).not.toBeNull();
    expect(container.querySelector('textarea[name="challenge"]')).not.toBeNull();
    expect(container.querySelectorAll('input[type="radio"][name="bestTime"]')).toHaveLength(3);
  });

  it("shows the success panel after the route action stored the scheduling", () => {
    renderForm(<SchedulingForm />, api, {
      form: "agendamento",
      ok: true,
      id: 4,
      whatsappUrl: "https://wa.me/5511987654321",
    });
    const panel = screen.getByRole("status");
    expect(panel).toHaveTextContent("Consultoria Agendada!");
    expect(panel).toHaveTextContent("Recebemos sua solicitação. Em breve entraremos em contato!");
    expect(within(panel).getByRole("link", { name: "Abrir WhatsApp" })).toHaveAttribute("target", "_blank");
  });

  it("keeps the consent box of a rejected post as the visitor left it", () => {
    const rejected = (values: Record<string, string>) => ({
      form: "agendamento" as const,
      ok: false as const,
      status: 422 as const,
      message: "Confira os campos destacados e tente novamente.",
      errors: { challenge: "Descreva seu principal desafio (mínimo 10 caracteres)" },
      values,
    });
    const consent = () => screen.getByRole("checkbox", { name: /com o Google e a Meta/ });
    const ticked = renderForm(<SchedulingForm />, api, rejected({ [ADS_CONSENT_FIELD]: ADS_CONSENT_VERSION }));
    expect(consent()).toBeChecked();
    expect(consent()).toHaveAttribute("name", ADS_CONSENT_FIELD);
    expect(consent()).toHaveAttribute("value", ADS_CONSENT_VERSION);
    ticked.unmount();
    renderForm(<SchedulingForm />, api, rejected({ name: "Ana" }));
    expect(consent()).not.toBeChecked();
  });

  it("refills a rejected post and checks the chosen best time", () => {
    renderForm(<SchedulingForm />, api, {
      form: "agendamento",
      ok: false,
      status: 422,
      message: "Confira os campos destacados e tente novamente.",
      errors: { challenge: "Descreva seu principal desafio (mínimo 10 caracteres)" },
      values: { name: "Ana", challenge: "curto", bestTime: "noite (18h-21h)", sector: "moda" },
    });
    const challenge = screen.getByLabelText("Qual é o seu principal desafio hoje?");
    expect(challenge).toHaveFocus();
    expect(challenge).toHaveValue("curto");
    expect(screen.getByRole("radio", { name: "Noite (18h-21h)" })).toBeChecked();
    expect(screen.getByRole("combobox", { name: "Setor" })).toHaveDisplayValue("Moda");
  });
});
