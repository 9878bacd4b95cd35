import type { FieldDefinition, FieldName, LeadFormDefinition } from "../form-definition";
import { RadioCardsField, SelectField, TextAreaField, TextField } from "./form-fields";
import type { FieldBinding } from "./use-lead-form";

/** One field of a definition as its control: the label, placeholder, hint and autofill it declares. */
function DefinedField({ field, binding }: { field: FieldDefinition; binding: FieldBinding<string> }) {
  const common = {
    label: field.label,
    hint: field.hint,
    className: field.wide ? "sm:col-span-2" : undefined,
    ...binding,
  };
  switch (field.kind) {
    case "text":
      return (
        <TextField
          {...common}
          optional={field.optional}
          autoComplete={field.autocomplete}
          placeholder={field.placeholder}
        />
      );
    case "textarea":
      return <TextAreaField {...common} optional={field.optional} rows={field.rows} placeholder={field.placeholder} />;
    case "email":
      // The e-mail keyboard on phones, no spell check.
      return (
        <TextField
          {...common}
          type="email"
          inputMode="email"
          spellCheck={false}
          autoComplete={field.autocomplete}
          placeholder={field.placeholder}
        />
      );
    case "phone":
      return (
        <TextField
          {...common}
          type="tel"
          inputMode="tel"
          autoComplete={field.autocomplete}
          placeholder={field.placeholder}
        />
      );
    case "select":
      return <SelectField {...common} options={field.options} placeholder={field.placeholder ?? "Selecione"} />;
    case "radio":
      return <RadioCardsField {...common} options={field.options} />;
  }
}

/**
 * A form's fields in its definition's order, on a grid of two columns from
 * the `sm` breakpoint (one on phones); a `wide` field takes a whole row.
 */
export function LeadFields<Definition extends LeadFormDefinition>({
  definition,
  field,
}: {
  definition: Definition;
  field: (name: FieldName<Definition>) => FieldBinding<string>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {definition.fields.map((spec: FieldDefinition) => (
        <DefinedField key={spec.name} field={spec} binding={field(spec.name as FieldName<Definition>)} />
      ))}
    </div>
  );
}
