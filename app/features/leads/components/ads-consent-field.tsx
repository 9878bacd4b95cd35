import { useId } from "react";
import { useActionData } from "react-router";
import { NativeCheckbox } from "#app/components/ui/native-checkbox";
import type { LeadActionResult } from "../action.server";
import { ADS_CONSENT_FIELD, ADS_CONSENT_VERSION, adsConsentTexts } from "../ads-consent";
import type { LeadForm } from "../form-definition";

/**
 * The optional consent to share the visitor's contact data, hashed, with
 * Google and Meta (../ads-consent): a native checkbox that posts the
 * version of the text it shows. Unticked, unless the page is the server's
 * answer to a post of this form without JavaScript in which it was ticked.
 */
export function AdsConsentField({ form }: { form: LeadForm }) {
  const id = useId();
  const answer = useActionData<LeadActionResult>();
  const ticked = answer?.form === form && !answer.ok && answer.values[ADS_CONSENT_FIELD] === ADS_CONSENT_VERSION;
  return (
    <div data-slot="form-field" className="flex items-start gap-3">
      <NativeCheckbox
        id={id}
        name={ADS_CONSENT_FIELD}
        value={ADS_CONSENT_VERSION}
        defaultChecked={ticked}
        className="mt-0.5"
      />
      <label htmlFor={id} className="min-w-0 text-xs leading-relaxed break-words text-muted-foreground">
        {adsConsentTexts[ADS_CONSENT_VERSION]} <span className="font-medium text-foreground">(opcional)</span>
      </label>
    </div>
  );
}
