import { Field } from "./field";

/**
 * A new password and its repetition, as the invitation link and the account page ask for them: the browser knows
 * the length limits the server enforces (server/panel/password-policy.ts) and a password manager offers a new one.
 */
export function NewPasswordFields({
  name,
  errors,
}: {
  /** The new password's field name; its repetition is always "confirmacao". */
  name: string;
  /** The action's answer: its message shows under the field it names. */
  errors: { field: string | null; error: string | null } | undefined;
}) {
  const errorOf = (field: string) => (errors?.field === field ? errors.error : null);
  return (
    <>
      <Field
        id={name}
        name={name}
        type="password"
        label="Nova senha"
        autoComplete="new-password"
        minLength={12}
        maxLength={128}
        required
        hint="Pelo menos 12 caracteres, e não uma senha comum. Uma frase que só você conhece é fácil de lembrar e difícil de adivinhar."
        error={errorOf(name)}
      />
      <Field
        id="confirmacao"
        name="confirmacao"
        type="password"
        label="Repita a nova senha"
        autoComplete="new-password"
        required
        error={errorOf("confirmacao")}
      />
    </>
  );
}
