import type { ReactNode } from "react";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { useLocation } from "react-router";
import { whatsappClickHref } from "#app/features/leads/whatsapp-click";
import { useBusiness } from "#app/config/use-business";

interface CheckoutLinkProps {
  children: ReactNode;
  size?: "default" | "lg";
  variant?: "highlight" | "default" | "outline";
  className?: string;
}

/**
 * Every purchase button: the external checkout (CHECKOUT_URL) in a new tab.
 * Until a checkout is configured the button still leads somewhere a sale can
 * happen: the WhatsApp chat with a purchase message, else the contact page.
 */
export function CheckoutLink({ children, size = "lg", variant = "highlight", className }: CheckoutLinkProps) {
  const { checkoutUrl, whatsappNumber } = useBusiness();
  const { pathname } = useLocation();
  const external = checkoutUrl ?? (whatsappNumber ? whatsappClickHref("compra", pathname) : undefined);
  return (
    <Button asChild size={size} variant={variant} className={className}>
      {external ? (
        <a href={external} target="_blank" rel="noopener noreferrer" data-checkout="">
          {children}
          <Icon name="external-link" aria-hidden="true" />
          <span className="sr-only">(abre em nova aba)</span>
        </a>
      ) : (
        <a href="/contato" data-checkout="">
          {children}
        </a>
      )}
    </Button>
  );
}
