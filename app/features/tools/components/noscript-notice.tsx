import type { ReactNode } from "react";
import { Icon } from "#app/components/ui/icon";

/** For tools that need the browser (speech, clipboard, local saving, lookups): says so when script is off. */
export function NoScriptNotice({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p className="mb-6 flex gap-2 rounded-lg border border-warning bg-warning/15 p-4 text-sm">
        <Icon name="info" className="mt-0.5 size-4 shrink-0" />
        <span>{children}</span>
      </p>
    </noscript>
  );
}
