/** The chat message of a lead's arrival: sent, waiting or given up; null: there is none. */
export type ChatState = "enviada" | "pendente" | "falhou" | null;
