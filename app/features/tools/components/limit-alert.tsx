import { Icon } from "#app/components/ui/icon";
import { Alert, AlertDescription } from "#app/components/ui/alert";

/**
 * Why a tool built nothing: a value past its documented upper bound
 * (docs/decisions/028-…). The server renders it from the address, so it
 * shows without JavaScript too.
 */
export function LimitAlert({ message, className }: { message: string; className?: string }) {
  return (
    <Alert variant="warning" className={className}>
      <Icon name="circle-exclamation-point" aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
