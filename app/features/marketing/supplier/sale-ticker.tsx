import { useEffect, useRef, useState } from "react";
import { Pause, Play, ShoppingBag } from "lucide-react";
import { saleNotifications, type SaleNotification } from "~/content/supplier";
import { formatBRL } from "~/lib/numbers";

/** Time for the list to travel its own width once. */
const LOOP_MS = 45_000;

function Notification({ sale }: { sale: SaleNotification }) {
  return (
    <li className="flex shrink-0 items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm whitespace-nowrap">
      <ShoppingBag aria-hidden="true" className="size-4 text-highlight" />
      <span>
        <strong className="font-semibold">{sale.name}</strong>, de {sale.city}, vendeu {sale.product} por{" "}
        <strong className="font-semibold text-highlight">{formatBRL(sale.value)}</strong>
      </span>
    </li>
  );
}

/**
 * A slowly moving strip of sample sales. Screen readers meet the list once,
 * as static content (the moving copy is aria-hidden), so nothing is announced
 * as it moves. It stays still for prefers-reduced-motion and has a pause
 * button. Web Animations keep it free of inline styles (strict CSP).
 */
export function SaleTicker() {
  const trackRef = useRef<HTMLDivElement>(null);
  const animationRef = useRef<Animation | null>(null);
  const [canAnimate, setCanAnimate] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    const media = window.matchMedia("(prefers-reduced-motion: reduce)");
    const sync = () => setCanAnimate(!media.matches && typeof Element.prototype.animate === "function");
    sync();
    media.addEventListener("change", sync);
    return () => media.removeEventListener("change", sync);
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!canAnimate || !track) return;
    const animation = track.animate([{ transform: "translateX(0)" }, { transform: "translateX(-50%)" }], {
      duration: LOOP_MS,
      iterations: Infinity,
    });
    animationRef.current = animation;
    return () => {
      animation.cancel();
      animationRef.current = null;
    };
  }, [canAnimate]);

  useEffect(() => {
    const animation = animationRef.current;
    if (!animation) return;
    if (paused || hovered) animation.pause();
    else animation.play();
  }, [paused, hovered, canAnimate]);

  return (
    <section aria-labelledby="vendas-recentes" className="bg-hero-from text-white">
      <div className="container-page flex items-center gap-3 py-1.5">
        <p id="vendas-recentes" className="shrink-0 text-xs font-bold tracking-wider text-highlight uppercase">
          Vendas recentes <span className="font-normal text-white/75 normal-case">(exemplos)</span>
        </p>
        <div
          className="relative min-w-0 flex-1 overflow-hidden mask-x-from-90% mask-x-to-100%"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
        >
          <div ref={trackRef} className="flex w-max gap-3">
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
        {canAnimate && (
          <button
            type="button"
            aria-pressed={paused}
            onClick={() => setPaused((value) => !value)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 outline-none hover:bg-white/20 focus-visible:ring-[3px] focus-visible:ring-highlight"
          >
            {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
            <span className="sr-only">Pausar vendas recentes</span>
          </button>
        )}
      </div>
    </section>
  );
}
