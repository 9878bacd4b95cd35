import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Toaster } from "#app/components/ui/toaster";
import { publicConfig } from "#app/config/public";
import { ThemeProvider } from "#app/features/theme/theme-provider";
import { brasilApiHandlers, brasilApiNetworkError, knownDdd } from "#tests/mocks/brasilapi";
import { knownCep, unknownCep, viacepHandlers, viacepNetworkError } from "#tests/mocks/viacep";
import { LookupTool } from "./lookup-tool";

const server = setupServer(...viacepHandlers, ...brasilApiHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

function setup() {
  const user = userEvent.setup();
  render(
    <ThemeProvider initialTheme="light">
      <LookupTool />
      <Toaster />
    </ThemeProvider>,
  );
  return { user };
}

async function consult(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
  await user.click(within(input.closest("form")!).getByRole("button"));
}

describe("LookupTool", () => {
  it("opens on the CEP tab", () => {
    setup();
    expect(screen.getByRole("radio", { name: "Consultar CEP" })).toBeChecked();
    expect(screen.getByRole("group", { name: "Tipo de consulta" })).toBeInTheDocument();
    expect(screen.getByLabelText("CEP")).toBeVisible();
  });

  it("keeps only digits in the CEP and refuses an incomplete one without calling", async () => {
    const requests: string[] = [];
    server.events.on("request:start", ({ request }) => requests.push(request.url));
    const { user } = setup();
    await consult(user, "CEP", "01.001-0");
    expect(screen.getByLabelText("CEP")).toHaveValue("010010");
    expect(await screen.findByText("Digite um CEP válido (8 dígitos)")).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("shows the address of a CEP, then clears it when the next CEP is unknown", async () => {
    const { user } = setup();
    await consult(user, "CEP", knownCep);
    const result = screen.getByRole("status", { name: "Resultado do CEP" });
    expect(await within(result).findByText("Praça da Sé")).toBeInTheDocument();
    expect(result).toHaveTextContent("São Paulo/SP");
    await consult(user, "CEP", unknownCep);
    expect(await screen.findByText("CEP não encontrado")).toBeInTheDocument();
    expect(result).toBeEmptyDOMElement();
  });

  it("reports a failing CEP service as an error", async () => {
    server.use(viacepNetworkError);
    const { user } = setup();
    await consult(user, "CEP", knownCep);
    expect(await screen.findByText("Erro ao consultar CEP")).toBeInTheDocument();
  });

  it("shows 'Consultando...' and marks every button disabled while a lookup runs", async () => {
    let release: () => void = () => {};
    server.use(
      http.get(`${publicConfig.viacepUrl}/ws/:cep/json/`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ erro: true });
      }),
    );
    const { user } = setup();
    await consult(user, "CEP", knownCep);
    const buttons = await screen.findAllByRole("button", { name: "Consultando...", hidden: true });
    expect(buttons).toHaveLength(3);
    // Marked, not disabled: a visitor who clicked the button keeps focus on it.
    for (const button of buttons) expect(button).toHaveAttribute("aria-disabled", "true");
    release();
    expect(await screen.findByText("CEP não encontrado")).toBeInTheDocument();
    expect(await screen.findAllByRole("button", { name: "Consultar", hidden: true })).toHaveLength(3);
  });

  it("lists the cities of a DDD in alphabetical order", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("radio", { name: "Consultar DDD" }));
    await consult(user, "DDD", knownDdd);
    const result = screen.getByRole("status", { name: "Resultado do DDD" });
    expect(await within(result).findByText("São Paulo (SP)")).toBeInTheDocument();
    const cities = within(result)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(cities).toEqual(["Águas de Lindóia", "Arujá", "Barueri", "Embu das Artes", "Guarulhos", "São Paulo"]);
  });

  it("says 'DDD não encontrado' for an unused code or a failure, clearing the result", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("radio", { name: "Consultar DDD" }));
    await consult(user, "DDD", knownDdd);
    const result = screen.getByRole("status", { name: "Resultado do DDD" });
    await within(result).findByText("São Paulo (SP)");
    await consult(user, "DDD", "20");
    expect(await screen.findByText("DDD não encontrado")).toBeInTheDocument();
    expect(result).toBeEmptyDOMElement();
    server.use(...brasilApiNetworkError);
    await consult(user, "DDD", knownDdd);
    expect(await screen.findAllByText("DDD não encontrado")).not.toHaveLength(0);
  });

  it("refuses an incomplete DDD", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("radio", { name: "Consultar DDD" }));
    await consult(user, "DDD", "1");
    expect(await screen.findByText("Digite um DDD válido")).toBeInTheDocument();
  });

  it("explains a plate offline and warns that the free service has no data for it", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("radio", { name: "Consultar Placa" }));
    expect(screen.getByRole("note")).toHaveTextContent("serviços pagos");
    await consult(user, "Placa", "kmf-1234");
    expect(screen.getByLabelText("Placa")).toHaveValue("KMF1234");
    expect(
      await screen.findByText("Dados limitados disponíveis. APIs gratuitas de placas têm restrições de privacidade."),
    ).toBeInTheDocument();
    const result = screen.getByRole("status", { name: "Resultado da placa" });
    expect(result).toHaveTextContent("Antigo, placa cinza");
    expect(result).toHaveTextContent("KMF1C34");
    expect(result).toHaveTextContent("Rio de Janeiro (RJ)");
  });

  it("refuses a plate shorter than 7 characters", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("radio", { name: "Consultar Placa" }));
    await consult(user, "Placa", "ABC12");
    expect(await screen.findByText("Digite uma placa válida (7 caracteres)")).toBeInTheDocument();
  });
});
