import { Fragment } from "react";
import { emailParts } from "./email-parts";

/**
 * An e-mail address that wraps after the @ or before a dot when its box is
 * narrow, never in the middle of a word (the last resort, a label longer than
 * the whole line, still breaks rather than overflow).
 */
export function EmailAddress({ email }: { email: string }) {
  return (
    <span className="wrap-break-word" data-slot="email-address">
      {emailParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
