import type { ComponentProps } from "react";
import { usePageHandle } from "#app/lib/route-handle";
import { leadFormAnchor } from "./navigation";

/**
 * A link to the consultancy lead form: within the page when it has one (the
 * route's handle says so; CSS scrolls smoothly unless the visitor prefers
 * reduced motion), else to the home page's form. A plain link: it needs no script.
 */
export function LeadFormLink(props: Omit<ComponentProps<"a">, "href">) {
  const { leadForm } = usePageHandle();
  return <a href={leadForm ? `#${leadFormAnchor}` : `/#${leadFormAnchor}`} {...props} />;
}
