import { useRef, useState, type FormEvent, type RefObject } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useActionData, useFormAction } from "react-router";
import type { z } from "zod";
import type { LeadActionResult } from "../action.server";
import { HONEYPOT_FIELD, type LeadForm } from "../schemas";
import { openPendingTab } from "./pending-tab";
import { postLead } from "./post-lead";
import { newSubmissionId } from "./submission-id";

export interface SubmitSuccess {
  whatsappUrl: string | null;
  /** "opened": the chat tab is on its way; "blocked": a popup blocker refused it, offer a button. */
  whatsappTab: "opened" | "blocked" | "none";
}

export type SubmitFailure =
  /** The server answered with an error status; `message` is its pt-BR text when it sent one. */
  | { kind: "response"; status: number; message: string | null }
  /** No answer at all (offline, connection reset). */
  | { kind: "thrown"; message: string | null };

interface LeadSubmissionOptions<TInput extends FieldValues, TOutput> {
  form: LeadForm;
  schema: z.ZodType<TOutput, TInput>;
  /** Field names in screen order: focus goes to the first invalid one. */
  fieldOrder: readonly Path<TInput>[];
  /** Id of the form's container; the no-JS answer scrolls to `${anchorId}-resultado`. */
  anchorId: string;
  /** The click-to-chat link for submitted data; forms without one never open a tab. */
  whatsappUrl?: (data: TOutput) => string | null;
  onSuccess: (success: SubmitSuccess) => void;
  onFailure: (failure: SubmitFailure) => void;
}

type ServerResult = LeadActionResult;

export interface LeadSubmission<TInput extends FieldValues, TOutput> {
  methods: UseFormReturn<TInput, unknown, TOutput>;
  /** Spread on the <form>: a real POST form before hydration, fetch + toasts after. */
  formProps: {
    method: "post";
    action: string;
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  submitting: boolean;
  submissionId: string;
  honeypotRef: RefObject<HTMLInputElement | null>;
  /** Goes on the submit button: focus returns there after a submit. */
  submitRef: RefObject<HTMLButtonElement | null>;
  /** The field's message: the browser's validation, or the server's after a submit without JavaScript. */
  fieldError: (name: Path<TInput>) => string | undefined;
  /** First field the server rejected (no-JS answer), focused on load. */
  autoFocusField: Path<TInput> | undefined;
  /** Spread on a <TextField>, <TextAreaField> or <SelectField>: registration, message, the value kept from a no-JS post, focus. */
  textField: (name: Path<TInput>) => {
    registration: UseFormRegisterReturn;
    error: string | undefined;
    defaultValue: string | undefined;
    autoFocus: boolean;
  };
  /**
   * Id for the element the no-JS answer scrolls to: the success panel, or the
   * alert when no field takes focus. Browsers skip autofocus when the URL's
   * fragment names an element, so a field error page must not render it.
   */
  resultId: string | undefined;
  /** The no-JS answer's message above the form (422 summary, 429, 403, 503). */
  serverMessage: string | null;
  /** The no-JS success answer: the page shows a success panel instead of a toast. */
  serverSuccess: { whatsappUrl: string | null } | null;
  dismissServerResult: () => void;
}

/**
 * Shared behaviour of the four lead forms: react-hook-form + the shared zod
 * schema (validate on submit, then on change; focus on the first error),
 * submission to POST /api/leads with an idempotent submission id, the
 * WhatsApp tab opened in the click, the server's 422 field messages mapped
 * onto the fields, and the no-JavaScript answer of the route action.
 */
export function useLeadSubmission<TInput extends FieldValues, TOutput>(
  options: LeadSubmissionOptions<TInput, TOutput>,
): LeadSubmission<TInput, TOutput> {
  const { form, schema, fieldOrder, anchorId } = options;
  const actionData = useActionData<ServerResult>();
  const [serverResultDismissed, setServerResultDismissed] = useState(false);
  const server = actionData?.form === form && !serverResultDismissed ? actionData : undefined;
  const serverFailure = server && !server.ok ? server : undefined;
  const initialValues = pickFields(serverFailure?.values, fieldOrder);

  const methods = useForm<TInput, unknown, TOutput>({
    mode: "onSubmit",
    reValidateMode: "onChange",
    resolver: zodResolver(schema),
    // Fields the server sent back are refilled; the others stay undefined so
    // that hydration keeps whatever the visitor typed before it.
    defaultValues: initialValues as DefaultValues<TInput>,
  });
  const { handleSubmit, getValues, setError, setFocus, reset, formState } = methods;

  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formAction = useFormAction();

  async function send(data: TOutput, id: string, tab: Window | null) {
    const honeypot = honeypotRef.current?.value ?? "";
    const payload: Record<string, unknown> = { ...(data as Record<string, unknown>) };
    if (honeypot !== "") payload[HONEYPOT_FIELD] = honeypot;
    try {
      const result = await postLead(form, id, payload);
      if (result.ok) {
        const whatsappUrl = options.whatsappUrl?.(data) ?? null;
        if (whatsappUrl && tab) tab.location.href = whatsappUrl;
        else tab?.close();
        // Selects and radios only clear with an explicit empty value for every field.
        reset(Object.fromEntries(fieldOrder.map((name) => [name, ""])) as TInput);
        setSubmissionId(null);
        options.onSuccess({ whatsappUrl, whatsappTab: whatsappUrl ? (tab ? "opened" : "blocked") : "none" });
        return;
      }
      tab?.close();
      if (result.status === 422) {
        const invalid = fieldOrder.filter((name) => result.errors[name] !== undefined);
        for (const name of invalid) setError(name, { type: "server", message: result.errors[name] });
        if (invalid[0] !== undefined) setFocus(invalid[0]);
      }
      options.onFailure({ kind: "response", status: result.status, message: result.message });
    } catch (error) {
      tab?.close();
      options.onFailure({ kind: "thrown", message: error instanceof Error && error.message ? error.message : null });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submittingRef.current) return;
    submittingRef.current = true;
    setServerResultDismissed(true);
    const id = submissionId ?? newSubmissionId();
    if (submissionId === null) setSubmissionId(id);
    // The tab must open inside this click, before any await; the schema is synchronous.
    const tab = options.whatsappUrl && schema.safeParse(getValues()).success ? openPendingTab() : null;
    void handleSubmit(
      async (data) => {
        setSubmitting(true);
        await send(data, id, tab);
      },
      () => tab?.close(),
    )(event).finally(() => {
      submittingRef.current = false;
      setSubmitting(false);
      // The disabled button dropped keyboard focus; give it back unless a field took it.
      const active = document.activeElement;
      if (active === null || active === document.body) submitRef.current?.focus();
    });
  }

  const autoFocusField = serverFailure
    ? fieldOrder.find((name) => serverFailure.errors[name] !== undefined)
    : undefined;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const serverErrors = !formState.isSubmitted ? serverFailure?.errors : undefined;

  const fieldError = (name: Path<TInput>) => errors[name]?.message ?? serverErrors?.[name];

  return {
    methods,
    formProps: { method: "post", action: `${formAction}#${anchorId}-resultado`, noValidate: true, onSubmit },
    submitting,
    submissionId: submissionId ?? "",
    honeypotRef,
    submitRef,
    fieldError,
    autoFocusField,
    textField: (name) => ({
      registration: methods.register(name),
      error: fieldError(name),
      defaultValue: initialValues[name],
      autoFocus: autoFocusField === name,
    }),
    resultId: server && autoFocusField === undefined ? `${anchorId}-resultado` : undefined,
    serverMessage: serverFailure && !formState.isSubmitted ? serverFailure.message : null,
    serverSuccess: server?.ok ? { whatsappUrl: server.whatsappUrl } : null,
    dismissServerResult: () => setServerResultDismissed(true),
  };
}

function pickFields(values: Record<string, string> | undefined, names: readonly string[]): Record<string, string> {
  if (!values) return {};
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = values[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}
