import type { FormEvent, ReactNode } from "react";
import { useLocation } from "react-router";
import { isTheme } from "./theme";
import { useTheme } from "./theme-provider";

/**
 * A form whose submit buttons carry a theme (name="tema"). Without JavaScript
 * it posts to /tema, which sets the cookie and sends the visitor back to this
 * page; after hydration the choice applies in place.
 */
export function ThemeForm({ className, children }: { className?: string; children: ReactNode }) {
  const { setTheme } = useTheme();
  const { pathname, search } = useLocation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const value = submitter instanceof HTMLButtonElement ? submitter.value : null;
    if (!isTheme(value)) return;
    event.preventDefault();
    setTheme(value);
  }

  return (
    <form method="post" action="/tema" onSubmit={onSubmit} className={className}>
      <input type="hidden" name="voltar" value={`${pathname}${search}`} />
      {children}
    </form>
  );
}
