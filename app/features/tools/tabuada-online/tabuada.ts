/**
 * The multiplication-practice state machine (spec section 4), as a pure
 * reducer. The 1-second pause before the next question is the component's
 * job: it dispatches "advance" after ADVANCE_DELAY_MS while feedback is
 * "correct".
 */

export const TABLES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const DEFAULT_TABLE = 2;
export const LAST_MULTIPLIER = 10;
export const ADVANCE_DELAY_MS = 1000;

export type Feedback = "correct" | "wrong" | "completed";

export const feedbackMessages: Record<Feedback, string> = {
  correct: "✅ Correto!",
  wrong: "❌ Errado, tente novamente!",
  completed: "🎉 Parabéns! Você completou a tabuada!",
};

export interface TabuadaState {
  table: number;
  multiplier: number;
  answer: string;
  feedback: Feedback | null;
  score: number;
}

export type TabuadaAction =
  | { type: "selectTable"; table: number }
  | { type: "typeAnswer"; answer: string }
  | { type: "submit" }
  | { type: "advance" }
  | { type: "restart" };

export function initialState(table: number = DEFAULT_TABLE): TabuadaState {
  return { table, multiplier: 1, answer: "", feedback: null, score: 0 };
}

/** Whether the question accepts an answer: not while waiting to advance, not after the last one. */
export function isAwaitingAnswer(state: TabuadaState): boolean {
  return state.feedback !== "correct" && state.feedback !== "completed";
}

export function tabuadaReducer(state: TabuadaState, action: TabuadaAction): TabuadaState {
  switch (action.type) {
    case "selectTable":
      if (!TABLES.includes(action.table as (typeof TABLES)[number])) return state;
      return { ...state, table: action.table, multiplier: 1, answer: "", feedback: null };

    case "typeAnswer":
      if (!isAwaitingAnswer(state)) return state;
      return { ...state, answer: action.answer.replace(/\D/g, "").slice(0, 3) };

    case "submit": {
      if (!isAwaitingAnswer(state) || state.answer === "") return state;
      if (Number.parseInt(state.answer, 10) !== state.table * state.multiplier) return { ...state, feedback: "wrong" };
      const feedback = state.multiplier === LAST_MULTIPLIER ? "completed" : "correct";
      return { ...state, feedback, score: state.score + 1 };
    }

    case "advance":
      if (state.feedback !== "correct") return state;
      return { ...state, multiplier: state.multiplier + 1, answer: "", feedback: null };

    case "restart":
      return { ...state, multiplier: 1, score: 0, answer: "", feedback: null };
  }
}

/**
 * The practice as a query string, for the page without JavaScript: its forms
 * carry the question and the score, and the server renders the state they
 * lead to (spec section 4, same reducer).
 */
export const tabuadaFields = {
  table: "tabuada",
  multiplier: "multiplicador",
  score: "acertos",
  answer: "resposta",
} as const;

/** Higher scores only come from hand-made links, and would not fit the layout. */
export const MAX_SCORE = 9999;

function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/**
 * The state a query describes: the question and the score before the answer,
 * then the answer, if any, submitted. Anything out of range falls back to the
 * start (table 2, question 1, no score).
 */
export function stateFromQuery(get: (name: string) => string | null): TabuadaState {
  const start: TabuadaState = {
    table: wholeNumber(get(tabuadaFields.table), TABLES[0], TABLES[9]) ?? DEFAULT_TABLE,
    multiplier: wholeNumber(get(tabuadaFields.multiplier), 1, LAST_MULTIPLIER) ?? 1,
    score: wholeNumber(get(tabuadaFields.score), 0, MAX_SCORE) ?? 0,
    answer: "",
    feedback: null,
  };
  const answer = get(tabuadaFields.answer);
  if (answer === null) return start;
  return [{ type: "typeAnswer", answer } as const, { type: "submit" } as const].reduce(tabuadaReducer, start);
}

/** The query of a question: where a form or link without JavaScript leads. */
export function questionQuery(state: Pick<TabuadaState, "table" | "multiplier" | "score">): string {
  return new URLSearchParams({
    [tabuadaFields.table]: String(state.table),
    [tabuadaFields.multiplier]: String(state.multiplier),
    [tabuadaFields.score]: String(Math.min(state.score, MAX_SCORE)),
  }).toString();
}
