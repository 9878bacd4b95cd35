import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useTheme } from "~/features/theme/theme";

/** The app's one toaster: themed with the site and a close button named "Close" (spec). */
export function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      closeButton
      richColors
      position="top-center"
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: "Close" }}
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
