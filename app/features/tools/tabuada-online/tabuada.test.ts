import { describe, expect, it } from "vitest";
import {
  feedbackMessages,
  initialState,
  questionQuery,
  stateFromQuery,
  tabuadaReducer,
  type TabuadaAction,
  type TabuadaState,
} from "./tabuada";

function run(state: TabuadaState, ...actions: TabuadaAction[]): TabuadaState {
  return actions.reduce(tabuadaReducer, state);
}

const answer = (value: string): TabuadaAction[] => [{ type: "typeAnswer", answer: value }, { type: "submit" }];

describe("tabuada state machine", () => {
  it("starts on the table of 2, question 1, no score and no feedback", () => {
    expect(initialState()).toEqual({ table: 2, multiplier: 1, answer: "", feedback: null, score: 0 });
  });

  it("walks the table of 7 to the end: correct, advance, …, congratulations on the tenth", () => {
    const products = ["7", "14", "21", "28", "35", "42", "49", "56", "63", "70"];
    let state = run(initialState(), { type: "selectTable", table: 7 });
    products.forEach((product, index) => {
      expect(state.multiplier).toBe(index + 1);
      state = run(state, ...answer(product));
      expect(state.score).toBe(index + 1);
      if (index < 9) {
        expect(state.feedback).toBe("correct");
        state = run(state, { type: "advance" });
        expect(state).toMatchObject({ multiplier: index + 2, answer: "", feedback: null });
      }
    });
    expect(state).toMatchObject({ multiplier: 10, feedback: "completed", score: 10 });
    expect(run(state, { type: "advance" })).toBe(state);
  });

  it("keeps the question and the score on a wrong answer, and accepts a retry", () => {
    let state = run(initialState(), ...answer("5"));
    expect(state).toMatchObject({ multiplier: 1, feedback: "wrong", score: 0, answer: "5" });
    state = run(state, ...answer("2"));
    expect(state).toMatchObject({ multiplier: 1, feedback: "correct", score: 1 });
  });

  it("counts a correct answer once even if submitted again during the pause", () => {
    const state = run(initialState(), ...answer("2"), { type: "submit" }, { type: "typeAnswer", answer: "9" });
    expect(state).toMatchObject({ score: 1, feedback: "correct", answer: "2" });
  });

  it("ignores an empty answer and keeps only digits", () => {
    expect(run(initialState(), { type: "submit" })).toEqual(initialState());
    expect(run(initialState(), { type: "typeAnswer", answer: " 1a2-" }).answer).toBe("12");
  });

  it("changing the table goes back to question 1 and clears answer and feedback", () => {
    const state = run(initialState(), ...answer("2"), { type: "advance" }, ...answer("1"), {
      type: "selectTable",
      table: 9,
    });
    expect(state).toMatchObject({ table: 9, multiplier: 1, answer: "", feedback: null });
  });

  it("ignores a table outside 1–10", () => {
    expect(run(initialState(), { type: "selectTable", table: 11 })).toEqual(initialState());
  });

  it("Reiniciar resets question and score, keeping the table", () => {
    const state = run(
      initialState(),
      { type: "selectTable", table: 3 },
      ...answer("3"),
      { type: "advance" },
      {
        type: "restart",
      },
    );
    expect(state).toEqual({ table: 3, multiplier: 1, answer: "", feedback: null, score: 0 });
  });

  it("does not advance unless the last answer was correct", () => {
    const wrong = run(initialState(), ...answer("3"));
    expect(run(wrong, { type: "advance" })).toBe(wrong);
  });

  it("uses the spec's exact messages", () => {
    expect(feedbackMessages).toEqual({
      correct: "✅ Correto!",
      wrong: "❌ Errado, tente novamente!",
      completed: "🎉 Parabéns! Você completou a tabuada!",
    });
  });
});

describe("the practice in a query string (the page without JavaScript)", () => {
  const query = (text: string) => {
    const params = new URLSearchParams(text);
    return stateFromQuery((name) => params.get(name));
  };

  it("starts on the table of 2, question 1, with an empty query", () => {
    expect(query("")).toEqual(initialState());
  });

  it("checks the answer to the question it carries, scoring a correct one", () => {
    expect(query("tabuada=7&multiplicador=3&acertos=2&resposta=21")).toEqual({
      table: 7,
      multiplier: 3,
      score: 3,
      answer: "21",
      feedback: "correct",
    });
    expect(query("tabuada=7&multiplicador=3&acertos=2&resposta=24")).toMatchObject({ score: 2, feedback: "wrong" });
    expect(query("tabuada=7&multiplicador=10&acertos=9&resposta=70")).toMatchObject({
      score: 10,
      feedback: "completed",
    });
  });

  it("ignores an empty answer, like the button does", () => {
    expect(query("tabuada=5&multiplicador=4&acertos=3&resposta=")).toEqual({
      table: 5,
      multiplier: 4,
      score: 3,
      answer: "",
      feedback: null,
    });
  });

  it("falls back to the start for values out of range or not whole numbers", () => {
    expect(query("tabuada=11&multiplicador=0&acertos=-1")).toEqual(initialState());
    expect(query("tabuada=3.5&multiplicador=abc&acertos=99999")).toEqual(initialState());
  });

  it("writes the question and score that lead back to the same state", () => {
    const next = tabuadaReducer(query("tabuada=8&multiplicador=4&acertos=6&resposta=32"), { type: "advance" });
    expect(questionQuery(next)).toBe("tabuada=8&multiplicador=5&acertos=7");
    expect(query(questionQuery(next))).toEqual(next);
  });
});
