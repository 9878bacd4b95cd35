import type { ChatState } from "./chat-state";
import type { PersonMark } from "./people";
import type { LeadStatus } from "./statuses";

/** A lead as the panel's lists show it (the inbox, the home's queue): read by server/panel/inbox.ts. */
export interface InboxRow {
  id: number;
  createdAt: number;
  form: string;
  /** The person's name, else (newsletter) the e-mail. */
  name: string;
  company: string;
  email: string;
  status: LeadStatus;
  source: string;
  campaign: string;
  /** Nobody on the team has opened it yet. */
  unopened: boolean;
  /** The first status change, note or contact attempt; null: still waiting (speed to lead). */
  firstContactAt: number | null;
  chat: ChatState;
  /** The person came before ("Retorno") or is a client already (./people.ts); null for a first lead. */
  person: PersonMark | null;
  /** The responsible member's name; null: nobody yet. */
  owner: { id: number; name: string } | null;
}
