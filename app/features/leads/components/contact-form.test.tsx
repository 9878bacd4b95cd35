import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";
import { chooseOption, createLeadAction, fillIn, renderForm } from "#tests/lead-form-harness";

const api = createLeadAction();

afterEach(() => {
  api.requests.length = 0;
  api.succeedWith(1);
  vi.restoreAllMocks();
});

async function fillValidMessage(user: ReturnType<typeof renderForm>["user"]) {
  await fillIn(user, "Nome", "Ana Paula");
  await fillIn(user, "E-mail", "ana@site.com");
  await fillIn(user, "Telefone (com DDD)", "(21) 3333-4444");
  await chooseOption(user, "Assunto", "Proposta comercial");
  await fillIn(user, "Mensagem", "Gostaria de uma proposta para minha loja virtual.");
}

const submitButton = () => screen.getByRole("button", { name: /ENVIAR MENSAGEM|Enviando/ });

describe("ContactForm", () => {
  it("asks for every required field in pt-BR, leaves the company optional and focuses the name", async () => {
    const { user } = renderForm(<ContactForm />, api);
    // "Empresa (opcional)", spaced as it reads, also for screen readers.
    expect(screen.getByLabelText("Empresa (opcional)")).not.toHaveAttribute("aria-required");
    await user.click(submitButton());
    for (const message of [
      "Informe seu nome (mínimo 2 caracteres)",
      "Email é obrigatório",
      "Telefone é obrigatório (com DDD)",
      "Selecione um assunto",
      "Escreva sua mensagem (mínimo 10 caracteres)",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Nome")).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it("offers the six subjects with pt-BR labels", async () => {
    renderForm(<ContactForm />, api);
    const options = within(screen.getByRole("combobox", { name: "Assunto" })).getAllByRole("option");
    expect(
      options.filter((option) => !(option as HTMLOptionElement).disabled).map((option) => option.textContent),
    ).toEqual([
      "Consultoria gratuita",
      "Proposta comercial",
      "Dúvidas",
      "Suporte a clientes",
      "Parcerias",
      "Outro assunto",
    ]);
  });

  it("sends the message through the lead pipeline, confirms and clears, without opening any tab", async () => {
    const open = vi.spyOn(window, "open");
    const { user } = renderForm(<ContactForm />, api);
    await fillValidMessage(user);
    await user.click(submitButton());
    expect(await screen.findByText("Mensagem enviada!")).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({
      form: "contato",
      data: {
        nome: "Ana Paula",
        email: "ana@site.com",
        telefone: "(21) 3333-4444",
        empresa: "",
        assunto: "proposta",
        mensagem: "Gostaria de uma proposta para minha loja virtual.",
      },
    });
    expect(open).not.toHaveBeenCalled();
    const panel = screen.getByRole("status", { name: "Mensagem enviada!" });
    await user.click(within(panel).getByRole("link", { name: "Enviar outra mensagem" }));
    expect(screen.getByLabelText("Mensagem")).toHaveValue("");
  });

  it("keeps the message and explains when the server refuses it", async () => {
    const { user } = renderForm(<ContactForm />, api);
    await fillValidMessage(user);
    api.refuse(503, "Não conseguimos registrar seu contato agora. Tente novamente em alguns instantes.");
    await user.click(submitButton());
    expect(await screen.findByText("Erro ao enviar mensagem")).toBeInTheDocument();
    expect(
      screen.getByText("Não conseguimos registrar seu contato agora. Tente novamente em alguns instantes."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Mensagem")).toHaveValue("Gostaria de uma proposta para minha loja virtual.");
  });

  it("maps a 422 onto the message field", async () => {
    const { user } = renderForm(<ContactForm />, api);
    await fillValidMessage(user);
    api.refuse(422, "Confira os campos destacados e tente novamente.", { mensagem: "Use no máximo 4000 caracteres" });
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText("Mensagem")).toHaveFocus());
    expect(screen.getByLabelText("Mensagem")).toHaveAccessibleDescription("Use no máximo 4000 caracteres");
  });

  it("shows a success panel after a post without JavaScript", () => {
    renderForm(<ContactForm />, api, { form: "contato", ok: true, id: 9, whatsappUrl: "https://wa.me/5511987654321" });
    const panel = screen.getByRole("status");
    expect(panel).toHaveTextContent("Mensagem enviada!");
    expect(within(panel).getByRole("link", { name: "Enviar outra mensagem" })).toBeInTheDocument();
  });
});
