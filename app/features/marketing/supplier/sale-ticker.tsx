import { Icon } from "#app/components/ui/icon";
import { saleNotifications, type SaleNotification } from "#app/content/supplier";
import { formatBRL } from "#app/lib/numbers";

function Notification({ sale }: { sale: SaleNotification }) {
  return (
    <li className="flex shrink-0 items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm whitespace-nowrap">
      <Icon name="shopping-bag" className="size-4 text-highlight" />
      <span>
        <strong className="font-semibold">{sale.name}</strong>, de {sale.city}, vendeu {sale.product} por{" "}
        <strong className="font-semibold text-highlight">{formatBRL(sale.value)}</strong>
      </span>
    </li>
  );
}

/**
 * A slowly moving strip of sample sales, animated by CSS alone: it stops
 * while the pointer is over it, when the visitor ticks "Pausar" (a native
 * checkbox), and never moves for prefers-reduced-motion. Screen readers meet
 * the list once, as static content (the moving copy is aria-hidden).
 */
export function SaleTicker() {
  return (
    <section aria-labelledby="vendas-recentes" className="group/ticker bg-hero-from text-white">
      <div className="container-page flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
        <p id="vendas-recentes" className="text-xs font-bold tracking-wider text-highlight uppercase">
          Vendas recentes <span className="font-normal text-white/75 normal-case">(exemplos)</span>
        </p>
        <div className="relative order-last w-full overflow-hidden mask-x-from-90% mask-x-to-100% sm:order-none sm:w-auto sm:min-w-0 sm:flex-1">
          <div className="flex w-max animate-ticker gap-3 group-has-checked/ticker:[animation-play-state:paused] hover:[animation-play-state:paused] motion-reduce:animate-none">
            <ul className="flex gap-3">
              {saleNotifications.map((sale) => (
                <Notification key={`${sale.name}-${sale.city}`} sale={sale} />
              ))}
            </ul>
            <ul aria-hidden="true" className="flex gap-3">
              {saleNotifications.map((sale) => (
                <Notification key={`${sale.name}-${sale.city}`} sale={sale} />
              ))}
            </ul>
          </div>
        </div>
        <label className="ml-auto inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-full bg-white/10 px-3 text-xs font-semibold hover:bg-white/20 has-focus-visible:ring-[3px] has-focus-visible:ring-highlight motion-reduce:hidden sm:ml-0">
          <input type="checkbox" className="sr-only" />
          <Icon name="pause" className="size-4 group-has-checked/ticker:hidden" />
          <Icon name="play" className="hidden size-4 group-has-checked/ticker:block" />
          Pausar
        </label>
      </div>
    </section>
  );
}
