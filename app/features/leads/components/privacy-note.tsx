import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { cn } from "#app/lib/utils";

/** The line under a lead form: what its data is for, with the policy one tap away. */
export function PrivacyNote({ className }: { className?: string }) {
  return (
    <p className={cn("flex items-start gap-2 text-xs text-muted-foreground", className)}>
      <Icon name="lock" aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        Seus dados ficam protegidos e são usados só para falar com você. Veja a{" "}
        <Link to="/politica-privacidade" className="font-medium text-primary underline underline-offset-2">
          Política de Privacidade
        </Link>
        .
      </span>
    </p>
  );
}
