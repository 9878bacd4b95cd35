import type { ComponentProps, MouseEvent } from "react";
import { leadFormAnchor } from "./navigation";

/**
 * Scrolls smoothly to the lead form (id="lead-form") when the current page has
 * one; otherwise it is a plain link to the home page's form. Works without
 * JavaScript through its href.
 */
export function scrollToLeadForm(): boolean {
  const target = document.getElementById(leadFormAnchor);
  if (!target) return false;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${leadFormAnchor}`);
  return true;
}

export function LeadFormLink({ onClick, ...props }: Omit<ComponentProps<"a">, "href">) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (scrollToLeadForm()) event.preventDefault();
  }
  return <a href={`/#${leadFormAnchor}`} onClick={handleClick} {...props} />;
}
