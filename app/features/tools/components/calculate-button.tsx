import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";

/** A calculator's submit button: full width on phones, its own width from sm at the start of the form's grid. */
export function CalculateButton({ children = "Calcular", className }: { children?: string; className?: string }) {
  return (
    <Button type="submit" size="lg" className={cn("w-full sm:w-auto sm:justify-self-start", className)}>
      <Icon name="calculator" aria-hidden="true" />
      {children}
    </Button>
  );
}
