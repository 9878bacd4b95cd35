import type { LeadStatus } from "../statuses";

/** What the lead page's action answers a fetcher (a form posted without script is redirected instead). */
export type LeadPageResult =
  | {
      intent: "status" | "nota" | "reenviar" | "apagar" | "responsavel" | "retorno" | "contato";
      ok: true;
      message: string;
    }
  | {
      intent: "status" | "nota" | "reenviar" | "apagar" | "responsavel" | "retorno" | "contato";
      ok: false;
      message: string;
      field: string | null;
      /** The status that was chosen, so the form comes back with it. */
      status?: LeadStatus;
    };

/** The confirmation shown after a form posted without script (PRG: ?salvo=…). */
export const savedMessages: Record<string, string> = {
  status: "Status salvo.",
  nota: "Anotação adicionada.",
  reenviar: "Notificação de volta à fila de envio: ela sai em alguns segundos.",
  responsavel: "Responsável salvo.",
  retorno: "Próximo contato salvo.",
  retorno_removido: "Próximo contato removido.",
  contato: "Tentativa de contato registrada no histórico.",
  apagar: "Dados pessoais apagados. O lead continua nas contagens, sem nada que identifique a pessoa.",
};
