import { useEffect, type CSSProperties } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { useTheme } from "~/features/theme/theme-provider";
import { toasterReady } from "./toast";

/** The app's one toaster: themed with the site and a close button named "Close" (spec). Loaded on first use. */
export default function SonnerToaster() {
  const { theme } = useTheme();
  // sonner subscribes to its toast store in its own effect, which runs before this one.
  useEffect(() => toasterReady(toast), []);
  return (
    <Sonner
      theme={theme}
      closeButton
      richColors
      position="top-center"
      // Below the sticky header (4 rem, in rem so it follows the text size), never over the navigation.
      offset={{ top: "4.75rem" }}
      mobileOffset={{ top: "4.75rem" }}
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
