import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type RefObject } from "react";
import { useActionData, useFetcher, useFormAction } from "react-router";
import { useBusiness } from "#app/config/use-business";
import type { LeadActionResult } from "../action.server";
import type { LeadClientResult } from "../client-action";
import { appendAttribution } from "../first-touch";
import type { FieldErrors, FieldName, LeadFormDefinition } from "../form-definition";
import { openPendingTab } from "./pending-tab";
import { newSubmissionId } from "./submission-id";

export interface SubmitSuccess {
  whatsappUrl: string | null;
  /** "opened": the chat tab is on its way; "blocked": a popup blocker refused it, offer a button. */
  whatsappTab: "opened" | "blocked" | "none";
}

export interface SubmitFailure {
  /** Our server's status (422, 429, 503…), or 0 when no answer arrived. */
  status: number;
  /** The pt-BR message to show. */
  message: string;
}

/** What a lead form's schema exposes (../schemas, zod): safeParse, issues with a path and a message. */
interface LeadSchema {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

interface LeadFormOptions<Definition extends LeadFormDefinition> {
  /** The form's definition (../forms/): its fields in screen order, the first invalid one takes focus. */
  definition: Definition;
  /** Id of the form's container; the no-JS answer scrolls to `${anchorId}-resultado`. */
  anchorId: string;
  /**
   * Whether a success opens the WhatsApp chat (the tab must open inside the click, before the answer), when the
   * business has a WhatsApp number: without one no tab opens.
   */
  opensWhatsapp: boolean;
  onSuccess: (success: SubmitSuccess) => void;
  onFailure: (failure: SubmitFailure) => void;
}

export interface FieldBinding<Name extends string> {
  name: Name;
  error: string | undefined;
  /** What the visitor typed, when the page is the server's answer to a post without JavaScript. */
  defaultValue: string | undefined;
  autoFocus: boolean;
}

export interface LeadFormState<Name extends string> {
  formRef: RefObject<HTMLFormElement | null>;
  /** Spread on the <form>: a real POST to the route action before (and without) JavaScript, a fetcher after. */
  formProps: {
    method: "post";
    action: string;
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
    onFocus: () => void;
  };
  submitting: boolean;
  /** The submission id of the server's answer (no-JS), so a resubmission of that page is the same submission. */
  submissionId: string;
  field: (name: Name) => FieldBinding<Name>;
  /** The no-JS answer's message above the form (422 summary, 429, 503). */
  serverMessage: string | null;
  /** Id the no-JS answer scrolls to: the success panel, or the alert when no field takes focus. */
  resultId: string | undefined;
  /** Set after a successful submission (with or without JavaScript): the page shows the success panel. */
  success: { whatsappUrl: string | null; inPlace: boolean } | null;
  /** "Enviar outra": back to an empty form. */
  startOver: () => void;
}

function errorsFromIssues(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === "string" && errors[name] === undefined) errors[name] = issue.message;
  }
  return errors;
}

/**
 * Shared behaviour of the four lead forms. The form is a real POST to the
 * page's route action, so it works before and without JavaScript; after
 * hydration a fetcher posts it to the same action (through the route's
 * clientAction, see ../client-action) and the page stays put: validation on
 * submit and then on every change, focus on the first invalid field, the
 * server's field messages mapped back, an idempotent submission id reused
 * until it succeeds, and the WhatsApp tab opened inside the click.
 *
 * The schemas (zod) are not part of the page's first download: they load
 * when the visitor first focuses the form, long before the submit click.
 */
function loadSchema(definition: LeadFormDefinition): Promise<LeadSchema> {
  return import("../schemas").then((module) => module.leadSchema(definition));
}

export function useLeadForm<Definition extends LeadFormDefinition>(
  options: LeadFormOptions<Definition>,
): LeadFormState<FieldName<Definition>> {
  type Name = FieldName<Definition>;
  const { definition, anchorId } = options;
  const form = definition.form;
  const fieldOrder: readonly Name[] = definition.fields.map((field) => field.name);
  const { whatsappNumber } = useBusiness();
  const opensWhatsapp = options.opensWhatsapp && whatsappNumber !== undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<LeadClientResult>();
  const formAction = useFormAction();
  const actionData = useActionData<LeadActionResult>();
  const [dismissed, setDismissed] = useState(false);
  const server = actionData?.form === form && !dismissed ? actionData : undefined;
  const serverFailure = server && !server.ok ? server : undefined;

  const [errors, setErrors] = useState<FieldErrors>({});
  const [validating, setValidating] = useState(false);
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const [success, setSuccess] = useState<{ whatsappUrl: string | null; inPlace: boolean } | null>(null);
  const tab = useRef<Window | null>(null);
  const schema = useRef<LeadSchema | null>(null);
  const schemaLoading = useRef<Promise<LeadSchema> | null>(null);

  /**
   * The form's schema, loaded once. A failed load (a flaky connection, or a
   * page left open across a release whose old file is gone) is forgotten, so
   * the next attempt loads it again.
   */
  function ensureSchema(): Promise<LeadSchema> {
    schemaLoading.current ??= loadSchema(definition).then(
      (loaded) => (schema.current = loaded),
      (error: unknown) => {
        schemaLoading.current = null;
        throw error;
      },
    );
    return schemaLoading.current;
  }
  const handled = useRef<LeadClientResult | undefined>(undefined);

  const values = (element: HTMLFormElement) => {
    const data = new FormData(element);
    return Object.fromEntries(fieldOrder.map((name) => [name, String(data.get(name) ?? "")]));
  };

  const focusField = (name: string | undefined) => {
    if (name === undefined) return;
    const control = formRef.current?.elements.namedItem(name);
    const target = control instanceof RadioNodeList ? control[0] : control;
    if (target instanceof HTMLElement) target.focus();
  };

  function showErrors(next: FieldErrors) {
    setErrors(next);
    focusField(fieldOrder.find((name) => next[name] !== undefined));
  }

  const handleResult = useEffectEvent((answer: LeadClientResult) => {
    const pending = tab.current;
    tab.current = null;
    if (answer.ok) {
      if (answer.whatsappUrl && pending) pending.location.href = answer.whatsappUrl;
      else pending?.close();
      formRef.current?.reset();
      setSubmissionId(null);
      setValidating(false);
      setErrors({});
      setSuccess({ whatsappUrl: answer.whatsappUrl, inPlace: true });
      options.onSuccess({
        whatsappUrl: answer.whatsappUrl,
        whatsappTab: answer.whatsappUrl ? (pending ? "opened" : "blocked") : "none",
      });
      return;
    }
    pending?.close();
    if (answer.status === 422) showErrors(answer.errors);
    options.onFailure({ status: answer.status, message: answer.message });
  });

  // "Enviar outra" replaces the success panel, which had focus, with an empty form: its first field takes focus.
  const startingOver = useRef(false);
  const focusFirstField = useEffectEvent(() => focusField(fieldOrder[0]));
  useEffect(() => {
    if (success !== null || !startingOver.current) return;
    startingOver.current = false;
    focusFirstField();
  }, [success]);

  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    handleResult(result);
  }, [result]);

  /** Checks the answers in the browser when the schema is here; without it the server's check answers alone. */
  function send(element: HTMLFormElement, loaded: LeadSchema | null) {
    setDismissed(true);
    setValidating(true);
    const parsed = loaded?.safeParse(values(element));
    if (parsed && !parsed.success) {
      showErrors(errorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    const id = submissionId ?? newSubmissionId();
    setSubmissionId(id);
    const data = new FormData(element);
    data.set("submissionId", id);
    appendAttribution(data);
    // Inside the click (or the few seconds of activation that follow it), so no popup blocker refuses it.
    tab.current = opensWhatsapp ? openPendingTab() : null;
    void fetcher.submit(data, { method: "post", action: formAction });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fetcher.state !== "idle") return;
    const element = event.currentTarget;
    if (schema.current) send(element, schema.current);
    // The lead must not depend on a script file arriving: the server validates with the same schema.
    else
      void ensureSchema().then(
        (loaded) => send(element, loaded),
        () => send(element, null),
      );
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (!validating || !schema.current) return;
    const parsed = schema.current.safeParse(values(event.currentTarget));
    setErrors(parsed.success ? {} : errorsFromIssues(parsed.error.issues));
  }

  const serverErrors = validating ? {} : (serverFailure?.errors ?? {});
  const autoFocusField = validating ? undefined : fieldOrder.find((name) => serverErrors[name] !== undefined);
  const serverValues = serverFailure?.values;
  const serverSuccess = server?.ok ? { whatsappUrl: server.whatsappUrl, inPlace: false } : null;

  return {
    formRef,
    formProps: {
      method: "post",
      action: `${formAction}#${anchorId}-resultado`,
      noValidate: true,
      onSubmit,
      onChange,
      // Loading ahead of the submit; a failure here is retried by the submit itself.
      onFocus: () => void ensureSchema().catch(() => undefined),
    },
    submitting: fetcher.state !== "idle",
    submissionId: submissionId ?? "",
    field: (name) => ({
      name,
      error: errors[name] ?? serverErrors[name],
      defaultValue: serverValues?.[name],
      autoFocus: autoFocusField === name,
    }),
    serverMessage: serverFailure && !validating ? serverFailure.message : null,
    resultId: server && autoFocusField === undefined ? `${anchorId}-resultado` : undefined,
    success: success ?? serverSuccess,
    startOver: () => {
      setDismissed(true);
      setSuccess(null);
      startingOver.current = true;
    },
  };
}
