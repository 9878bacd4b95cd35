import type { InboxRow } from "./inbox-row";

/** A lead in the home's follow-up list (server/panel/work-queue.ts): its row, and the follow-up that is due. */
export interface FollowUpRow extends InboxRow {
  followUpAt: number;
  followUpWhat: string;
}
