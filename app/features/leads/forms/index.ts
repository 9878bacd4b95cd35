import type { LeadForm, StoredData } from "../form-definition";
import { agendamento } from "./agendamento";
import { consultoria } from "./consultoria";
import { contato } from "./contato";
import { newsletter } from "./newsletter";
import { whatsapp } from "./whatsapp";

/**
 * Every lead form's definition, for the server and the team's views. A page
 * imports its own form's module instead, so it does not ship the others.
 */
export const leadForms = { consultoria, agendamento, contato, newsletter, whatsapp } as const;

export type LeadDataByForm = { [Form in LeadForm]: StoredData<(typeof leadForms)[Form]> };

/** A validated (or stored) lead of any form, discriminated by `form`: its fields under their stored keys. */
export type Lead = { [Form in LeadForm]: { form: Form; data: LeadDataByForm[Form] } }[LeadForm];
