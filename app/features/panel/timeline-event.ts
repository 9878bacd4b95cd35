import type { AttemptOutcome, DeliveryEvent } from "#app/features/leads/deliveries";
import type { Destination } from "#app/features/leads/destinations";
import type { ReceivedVia } from "#app/features/leads/received-via";
import type { LeadStatus } from "./statuses";

/** One event of a lead's history, newest first on its page (read by server/panel/lead-work.ts). */
export type TimelineEvent =
  /** The lead's arrival: by a site form or the API (and the integration it named); `via` null on older leads. */
  | { kind: "recebido"; at: number; via: ReceivedVia | null; integration: string | null }
  /** One try of a delivery (chat, e-mail, Meta; the lead's arrival or its "Ganho") and its result. */
  | {
      kind: "entrega";
      at: number;
      destination: Destination;
      event: DeliveryEvent;
      valueCents: number | null;
      outcome: AttemptOutcome;
      statusCode: number | null;
      error: string | null;
    }
  /** A delivery waiting for its next try. */
  | { kind: "na_fila"; at: number; destination: Destination; event: DeliveryEvent; nextAttemptAt: number }
  | {
      kind: "status";
      at: number;
      by: string | null;
      from: LeadStatus;
      to: LeadStatus;
      wonValueCents: number | null;
      /** "Proposta enviada": the expected monthly value typed with it. */
      expectedValueCents: number | null;
      lostReason: string | null;
      lostReasonText: string | null;
    }
  | { kind: "nota"; at: number; by: string; body: string }
  /** A contact attempt logged with one tap (Ligar, WhatsApp, E-mail). */
  | { kind: "contato"; at: number; by: string; channel: string | null }
  /** The next follow-up set (when, what) or cleared (both null). `what` is null too on an erased lead. */
  | { kind: "acompanhamento"; at: number; by: string; dueAt: number | null; what: string | null }
  | { kind: "auditoria"; at: number; by: string | null; action: string; detail: Record<string, unknown> };
