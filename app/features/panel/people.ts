import type { LeadStatus } from "./statuses";

/** One person, one record (docs/decisions/062): what the panel shows of a lead's person (server/panel/people.ts). */

/** "retorno": the person has an earlier lead; "cliente": another lead of theirs is won. */
export type PersonMark = "retorno" | "cliente";

/** Another lead of the same person, as the lead page lists it. */
export interface OtherLead {
  id: number;
  createdAt: number;
  form: string;
  status: LeadStatus;
}
