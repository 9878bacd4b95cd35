import { useEffect, type CSSProperties } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { useTheme } from "#app/features/theme/theme-provider";
import { useClientStore } from "#app/lib/hydration";
import { toasterReady } from "./toast";

/** sonner's own phone breakpoint: below it toasts span the screen and take `mobileOffset`. */
const PHONE = "(max-width: 600px)";

function subscribePhone(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The app's one toaster: themed with the site and a close button named "Close" (spec). Loaded on first use. */
export default function SonnerToaster() {
  const { theme } = useTheme();
  // On a phone a full-width toast at the top covers what a form just showed in its place (the success card's
  // heading, scrolled to the top of the screen): there it rises from the bottom instead.
  const phone = useClientStore(subscribePhone, () => window.matchMedia(PHONE).matches, false);
  // sonner subscribes to its toast store in its own effect, which runs before this one.
  useEffect(() => toasterReady(toast), []);
  return (
    <Sonner
      theme={theme}
      closeButton
      richColors
      position={phone ? "bottom-center" : "top-center"}
      // Below the sticky header (4 rem, in rem so it follows the text size), never over the navigation.
      offset={{ top: "4.75rem" }}
      mobileOffset={{ bottom: "max(1rem, env(safe-area-inset-bottom))" }}
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: "Close" }}
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as CSSProperties
      }
    />
  );
}
