/**
 * The shape of a lead form's one definition (./forms/): its fields in screen
 * order, each with the name it is posted under, its labels, kind, choices,
 * limits, autofill token and the spec's validation messages. Everything else
 * is derived from it: the zod schema (./schemas), the markup and the focus
 * order (./components/lead-fields, ./components/use-lead-form), the keys the
 * lead is stored and exported under and the labels the team reads (./fields).
 * Types and plain data only: a page renders its form without loading zod.
 */

export const LEAD_FORMS = ["consultoria", "agendamento", "contato", "newsletter", "whatsapp"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

export function isLeadForm(value: unknown): value is LeadForm {
  return typeof value === "string" && (LEAD_FORMS as readonly string[]).includes(value);
}

/** The forms visitors and integrations send; "whatsapp" leads are made in the panel only (decision 066). */
export const SITE_FORMS = LEAD_FORMS.filter((form) => form !== "whatsapp");
export type SiteForm = Exclude<LeadForm, "whatsapp">;

export function isSiteForm(value: unknown): value is SiteForm {
  return isLeadForm(value) && value !== "whatsapp";
}

export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

/** Field name → pt-BR message. */
export type FieldErrors = Record<string, string>;

/**
 * The HTML autofill tokens the forms use. They also say what a field tells
 * about the person, whatever the form calls it (personFields in ./fields).
 */
export type Autocomplete = "name" | "email" | "tel" | "organization";

interface FieldBase {
  /** The control's name, and the value's name in a post (route action or /api/leads), as the spec gives it. */
  name: string;
  /**
   * The key the value is stored and exported under, when `name` is not Portuguese snake_case (decision 045).
   * Changing a stored key needs a migration of the rows already stored.
   */
  storedAs?: string;
  /** Above the control. */
  label: string;
  /** What the team reads (chat, e-mail, WhatsApp text, lead CLI, panel) when shorter than `label`. */
  shortLabel?: string;
  /** Shown when the value is missing, not text, or does not qualify (the spec's strings). */
  message: string;
  /** Under the control. */
  hint?: string;
  /** Takes the whole row of the form's two-column grid (from the `sm` breakpoint). */
  wide?: true;
}

/** One line of text, or several (`textarea`: kept as paragraphs, shown apart in the team's messages). */
export interface TextFieldDefinition extends FieldBase {
  kind: "text" | "textarea";
  /** Characters after clean-up (../sanitize). */
  minLength: number;
  maxLength: number;
  /** May be left empty (stored as ""); the label says "(opcional)". */
  optional?: true;
  autocomplete?: Autocomplete;
  placeholder: string;
  /** Visible lines of a textarea. */
  rows?: number;
}

export interface EmailFieldDefinition extends FieldBase {
  kind: "email";
  /** `message` covers a missing address; this one a malformed or overlong one. */
  invalidMessage: string;
  autocomplete: "email";
  placeholder: string;
}

/** A Brazilian phone with area code, in any usual format. */
export interface PhoneFieldDefinition extends FieldBase {
  kind: "phone";
  autocomplete: "tel";
  placeholder: string;
}

/** One of the spec's values: a native select, or radios side by side for a few short ones. */
export interface ChoiceFieldDefinition extends FieldBase {
  kind: "select" | "radio";
  options: readonly Option[];
  /** The select's disabled first item. */
  placeholder?: string;
}

export type FieldDefinition = TextFieldDefinition | EmailFieldDefinition | PhoneFieldDefinition | ChoiceFieldDefinition;

export interface LeadFormDefinition {
  form: LeadForm;
  /** How the team names a lead of this form: chat and e-mail titles, lead CLI, panel. */
  title: string;
  /** In screen order: the order errors take focus in. */
  fields: readonly FieldDefinition[];
}

/** The posted names of a form's fields. */
export type FieldName<Definition extends LeadFormDefinition> = Definition["fields"][number]["name"];

type StoredKey<Field> = Field extends { storedAs: infer Key extends string }
  ? Key
  : Field extends { name: infer Name extends string }
    ? Name
    : never;

/** A lead of this form as stored: every field under its stored key, cleaned, "" for an optional one left empty. */
export type StoredData<Definition extends LeadFormDefinition> = {
  [Key in StoredKey<Definition["fields"][number]>]: string;
};

/** The key a field's value is stored and exported under. */
export function storedKey(field: FieldDefinition): string {
  return field.storedAs ?? field.name;
}
