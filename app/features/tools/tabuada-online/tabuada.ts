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
