import type { ReactNode } from "react";
import { ExternalLink } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { site } from "~/config/site";

interface CheckoutLinkProps {
  children: ReactNode;
  size?: "default" | "lg";
  variant?: "highlight" | "default" | "outline";
  className?: string;
}

/** Every purchase button: the external checkout in a new tab. */
export function CheckoutLink({ children, size = "lg", variant = "highlight", className }: CheckoutLinkProps) {
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <a href={site.checkoutUrl} target="_blank" rel="noopener noreferrer" data-checkout="">
        {children}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">(abre em nova aba)</span>
      </a>
    </Button>
  );
}
