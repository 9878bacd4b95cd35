import * as z from "#app/lib/zod";
import type {
  ChoiceFieldDefinition,
  EmailFieldDefinition,
  FieldDefinition,
  LeadFormDefinition,
  PhoneFieldDefinition,
  TextFieldDefinition,
} from "./form-definition";
import { cleanLine, cleanMultiline, countDigits } from "./sanitize";

/**
 * A lead form's zod schema, derived from its definition (./forms/): the
 * form in the browser (loaded when the visitor starts filling it in) and
 * the server (./validate) check with the same one. Keys are the posted field
 * names; values come out cleaned (./sanitize). Written with zod's functional
 * "mini" API, which the browser bundle can tree-shake.
 */

/** Longest e-mail address (RFC 5321 path limit), in characters. */
export const EMAIL_MAX_LENGTH = 254;
/** Longest phone as typed, punctuation included, and most digits (+55, area code, nine digits). */
export const PHONE_MAX_LENGTH = 30;
const PHONE_MAX_DIGITS = 13;
const PHONE_MIN_DIGITS = 10;

/** The spec gives no message for a malformed phone number. */
export const INVALID_PHONE = "Número inválido. Use o formato (11) 98765-4321";

function tooLong(max: number): string {
  return `Use no máximo ${max} caracteres`;
}

/** Text in one line or several; one message covers missing, not text and too short. */
function text(field: TextFieldDefinition) {
  const { minLength: min, maxLength: max, message } = field;
  const checks: z.core.$ZodCheck<string>[] = [z.overwrite(field.kind === "textarea" ? cleanMultiline : cleanLine)];
  if (min > 0) {
    checks.push(
      field.optional
        ? z.refine((value: string) => value === "" || value.length >= min, { error: message, abort: true })
        : z.minLength(min, { error: message, abort: true }),
    );
  }
  checks.push(z.maxLength(max, tooLong(max)));
  const schema = z.string({ error: message }).check(...checks);
  return field.optional ? z._default(schema, "") : schema;
}

function email(field: EmailFieldDefinition) {
  return z
    .string({ error: field.message })
    .check(
      z.overwrite(cleanLine),
      z.minLength(1, { error: field.message, abort: true }),
      z.maxLength(EMAIL_MAX_LENGTH, { error: field.invalidMessage, abort: true }),
      z.regex(z.regexes.email, field.invalidMessage),
    );
}

/** Brazilian phone in any usual format: "(11) 98765-4321", "11987654321", "+55 11 98765-4321". */
function phone(field: PhoneFieldDefinition) {
  return z.string({ error: field.message }).check(
    z.overwrite(cleanLine),
    z.maxLength(PHONE_MAX_LENGTH, { error: INVALID_PHONE, abort: true }),
    z.refine((value) => countDigits(value) >= PHONE_MIN_DIGITS, { error: field.message, abort: true }),
    z.refine((value) => /^[\d\s()+.-]+$/.test(value) && countDigits(value) <= PHONE_MAX_DIGITS, INVALID_PHONE),
  );
}

function choice(field: ChoiceFieldDefinition) {
  return z.enum(
    field.options.map((option) => option.value),
    { error: field.message },
  );
}

function fieldSchema(field: FieldDefinition) {
  switch (field.kind) {
    case "text":
    case "textarea":
      return text(field);
    case "email":
      return email(field);
    case "phone":
      return phone(field);
    case "select":
    case "radio":
      return choice(field);
  }
}

/** The schema of one form: its fields by posted name; anything else posted is ignored. */
export function leadSchema(definition: LeadFormDefinition) {
  return z.object(Object.fromEntries(definition.fields.map((field) => [field.name, fieldSchema(field)])));
}

export type LeadSchema = ReturnType<typeof leadSchema>;
