import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TabuadaPractice } from "./tabuada-practice";

// Testing Library flushes its async work with a zero-delay timer and only
// advances fake clocks it recognises as Jest's; this shim lets it drive Vitest's.
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The practice on its own page at `url`. */
function setup(url = "/tabuada") {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const Stub = createRoutesStub([{ path: "/tabuada", Component: TabuadaPractice }]);
  render(<Stub initialEntries={[url]} />);
  const feedback = screen.getByRole("status", { name: "Resposta" });
  const answer = (value: string) => user.type(screen.getByLabelText("Sua resposta"), `${value}{Enter}`);
  return { user, feedback, answer };
}

const question = () => screen.getByText(/× \d+ = \?/).textContent;

/**
 * Moves the fake clock inside a synchronous act. The callback must return nothing: given one that returns a value
 * (advanceTimersByTime returns `vi`), act's types pick its async overload and hand back a promise.
 */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe("TabuadaPractice", () => {
  it("marks a correct answer, scores it and moves on after one second", async () => {
    const { feedback, answer } = setup();
    expect(question()).toContain("2 × 1 = ?");
    await answer("2");
    expect(feedback).toHaveTextContent("✅ Correto!");
    expect(screen.getByText(/Acertos/)).toHaveTextContent("Acertos: 1");
    advance(999);
    expect(question()).toContain("2 × 1 = ?");
    advance(1);
    expect(question()).toContain("2 × 2 = ?");
    expect(feedback).toBeEmptyDOMElement();
    expect(screen.getByLabelText("Sua resposta")).toHaveValue("");
  });

  it("keeps the question on a wrong answer", async () => {
    const { feedback, answer, user } = setup();
    await answer("3");
    expect(feedback).toHaveTextContent("❌ Errado, tente novamente!");
    advance(2000);
    expect(question()).toContain("2 × 1 = ?");
    expect(screen.getByText(/Acertos/)).toHaveTextContent("Acertos: 0");
    await user.clear(screen.getByLabelText("Sua resposta"));
    await answer("2");
    expect(feedback).toHaveTextContent("✅ Correto!");
  });

  // Ten typed answers: generous limit for a busy machine.
  it("congratulates after the tenth correct answer", { timeout: 20_000 }, async () => {
    const { feedback, answer } = setup();
    for (let multiplier = 1; multiplier <= 10; multiplier++) {
      await answer(String(2 * multiplier));
      if (multiplier < 10) advance(1000);
    }
    expect(feedback).toHaveTextContent("🎉 Parabéns! Você completou a tabuada!");
    expect(screen.getByText(/Acertos/)).toHaveTextContent("Acertos: 10");
    expect(screen.getByRole("button", { name: "Verificar Resposta" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Praticar a tabuada do 3" })).toBeInTheDocument();
  });

  it("Reiniciar goes back to the first question with no score", async () => {
    const { user, feedback, answer } = setup();
    await answer("2");
    advance(1000);
    await answer("5");
    await user.click(screen.getByRole("button", { name: "Reiniciar" }));
    expect(question()).toContain("2 × 1 = ?");
    expect(screen.getByText(/Acertos/)).toHaveTextContent("Acertos: 0");
    expect(feedback).toBeEmptyDOMElement();
  });

  it("changing the table starts it from the first question, keeps the score and leaves focus on the list", async () => {
    const { user, answer } = setup();
    await answer("2");
    advance(1000);
    await user.selectOptions(screen.getByLabelText("Tabuada do"), "6");
    expect(question()).toContain("6 × 1 = ?");
    expect(screen.getByText(/Acertos/)).toHaveTextContent("Acertos: 1");
    expect(screen.getByLabelText("Tabuada do")).toHaveFocus();
  });

  it("renders the state a shared question and answer lead to, as the page without JavaScript does", () => {
    const { feedback } = setup("/tabuada?tabuada=7&multiplicador=3&acertos=2&resposta=21");
    expect(question()).toContain("7 × 3 = ?");
    expect(feedback).toHaveTextContent("✅ Correto!");
    expect(screen.getByText(/Acertos/)).toHaveTextContent("Acertos: 3");
    // With JavaScript the next question comes by itself, so there is no link to it.
    expect(screen.queryByRole("link", { name: "Próxima pergunta" })).not.toBeInTheDocument();
    advance(1000);
    expect(question()).toContain("7 × 4 = ?");
  });

  it("keeps the hidden fields of each form in step with the question, for the page without JavaScript", async () => {
    const { answer } = setup();
    await answer("2");
    advance(1000);
    const form = screen.getByLabelText("Sua resposta").closest("form")!;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      tabuada: "2",
      multiplicador: "2",
      acertos: "1",
      resposta: "",
    });
  });
});
