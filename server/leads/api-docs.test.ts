import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADS_CONSENT_FIELD, ADS_CONSENT_FORMS } from "#app/features/leads/ads-consent";
import { SITE_FORMS, type FieldDefinition } from "#app/features/leads/form-definition";
import { leadForms } from "#app/features/leads/forms";

/**
 * docs/api-leads.md is the contract integrations are built on: its field tables must say what the forms'
 * definitions accept, so a field added, renamed or given new values fails here until the page says so too.
 */

const page = readFileSync(path.resolve(import.meta.dirname, "../../docs/api-leads.md"), "utf8");

/** The text of the page's section about one form, up to the next heading. */
function section(form: string): string {
  const start = page.indexOf(`### \`${form}\``);
  expect(start, `a section for ${form}`).toBeGreaterThan(-1);
  const rest = page.slice(start + 4);
  return rest.slice(0, rest.search(/\n#{2,3} /));
}

describe("docs/api-leads.md", () => {
  it.each(SITE_FORMS)("lists exactly the fields %s takes", (form) => {
    const documented = [...section(form).matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1]);
    const expected: string[] = leadForms[form].fields.map((field) => field.name);
    if (ADS_CONSENT_FORMS.includes(form)) expected.push(ADS_CONSENT_FIELD);
    expect(documented).toEqual(expected);
  });

  it.each(SITE_FORMS)("gives every value and message of %s", (form) => {
    const text = section(form);
    const fields: readonly FieldDefinition[] = leadForms[form].fields;
    for (const field of fields) {
      const row = text.split("\n").find((line) => line.startsWith(`| \`${field.name}\``)) ?? "";
      if (!("optional" in field)) expect(row, field.name).toContain(`\`${field.message}\``);
      if ("options" in field) {
        for (const option of field.options) expect(row, field.name).toContain(`\`${option.value}\``);
      }
      if (field.kind === "email") expect(row, field.name).toContain(`\`${field.invalidMessage}\``);
      if (field.kind === "text" || field.kind === "textarea") expect(row, field.name).toContain(`${field.maxLength}`);
    }
  });
});
