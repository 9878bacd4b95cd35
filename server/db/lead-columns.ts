import type { Attribution } from "#app/features/leads/attribution";
import { personFields } from "#app/features/leads/fields";
import { phoneKey } from "#app/features/panel/person-match";
import { classifyOrigin, type Channel } from "#app/features/panel/results/channel";
import { searchText } from "#app/features/panel/search";

/**
 * The columns the panel lists, filters and searches leads by, derived from
 * what the visitor sent: written with each new lead (LeadStore). Migrations 006b, 007, 017 and 020 wrote
 * them for older leads with their own frozen copies of it (server/db/migrations/). The phone is `whatsapp` in some
 * forms and `telefone` in another: #app/features/leads/fields says which field is which.
 */
export interface LeadPanelColumns {
  search_text: string;
  origin_source: string;
  origin_campaign: string;
  /** The phone a person's leads are linked by (server/db/person-links.ts); NULL when the form has none. */
  person_phone: string | null;
  /** Paid, organic, social, another site or direct (migration 020). */
  origin_channel: Channel;
}

export function leadPanelColumns(
  form: string,
  data: Record<string, unknown>,
  email: string,
  attribution: Attribution | null,
): LeadPanelColumns {
  const person = personFields(form, data);
  const origin = classifyOrigin(attribution);
  return {
    search_text: searchText({ ...person, email: person.email || email }),
    origin_source: origin.source,
    origin_campaign: origin.campaign,
    person_phone: phoneKey(person.phone) || null,
    origin_channel: origin.channel,
  };
}
