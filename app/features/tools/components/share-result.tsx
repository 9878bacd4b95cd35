import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { toast } from "#app/components/ui/toast";
import { useHydrated } from "#app/lib/hydration";

/**
 * "Copiar link": the address of this result (the page's URL with its inputs)
 * to the clipboard. Shown once the page has its script; before that the
 * address bar already holds the same link.
 */
export function ShareResult({ className }: { className?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success("Link copiado!", { description: "Envie para quem quiser ver este mesmo resultado." });
    } catch {
      toast.error("Não foi possível copiar o link.", { description: "Copie o endereço na barra do navegador." });
    }
  }

  return (
    <Button type="button" variant="outline" size="sm" className={className} onClick={() => void copy()}>
      <Icon name="link" />
      Copiar link
    </Button>
  );
}
