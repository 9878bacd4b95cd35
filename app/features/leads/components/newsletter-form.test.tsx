import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "./newsletter-form";
import { createLeadAction, fillIn, renderForm } from "#tests/lead-form-harness";

const api = createLeadAction();

afterEach(() => {
  api.requests.length = 0;
  api.succeedWith(1);
  vi.restoreAllMocks();
});

const submitButton = () => screen.getByRole("button", { name: /QUERO RECEBER|Inscrevendo/ });

describe("NewsletterForm", () => {
  it("refuses an empty or malformed e-mail with the schema's messages", async () => {
    const { user } = renderForm(<NewsletterForm />, api);
    await user.click(submitButton());
    expect(await screen.findByText("Email é obrigatório")).toBeInTheDocument();
    const email = screen.getByLabelText("Seu melhor e-mail");
    expect(email).toHaveFocus();
    await user.type(email, "leitor@gmail");
    expect(await screen.findByText("Email inválido")).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription("Email inválido");
    expect(api.requests).toEqual([]);
  });

  it("stores the subscription and confirms it in a status message", async () => {
    const open = vi.spyOn(window, "open");
    const { user } = renderForm(<NewsletterForm />, api);
    await fillIn(user, "Seu melhor e-mail", " leitor@gmail.com ");
    const release = api.hold();
    await user.click(submitButton());
    expect(await screen.findByRole("button", { name: "Inscrevendo..." })).toHaveAttribute("aria-disabled", "true");
    release();
    // The status region is always there (empty until there is news), so wait for its text, not for it.
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "Inscrição confirmada! Você vai receber nossos próximos artigos no seu e-mail.",
      ),
    );
    expect(api.requests).toEqual([
      { form: "newsletter", submissionId: expect.any(String), data: { email: "leitor@gmail.com", website: "" } },
    ]);
    expect(screen.getByLabelText("Seu melhor e-mail")).toHaveValue("");
    expect(open).not.toHaveBeenCalled();
  });

  it("tells the reader when the subscription failed and keeps the address", async () => {
    const { user } = renderForm(<NewsletterForm />, api);
    await fillIn(user, "Seu melhor e-mail", "leitor@gmail.com");
    api.refuse(429, "Muitos envios em pouco tempo. Aguarde 10 segundos e tente novamente.");
    await user.click(submitButton());
    expect(await screen.findByText("Não foi possível concluir a inscrição")).toBeInTheDocument();
    expect(
      screen.getByText("Muitos envios em pouco tempo. Aguarde 10 segundos e tente novamente."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Seu melhor e-mail")).toHaveValue("leitor@gmail.com");
  });

  it("confirms a subscription posted without JavaScript", () => {
    renderForm(<NewsletterForm />, api, { form: "newsletter", ok: true, id: 3, whatsappUrl: null });
    expect(screen.getByRole("status")).toHaveTextContent("Inscrição confirmada!");
  });
});
