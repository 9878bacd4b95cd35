import { startTransition, useCallback, useEffect, useState, type FocusEvent, type KeyboardEvent } from "react";
import useEmblaCarousel from "embla-carousel-react";
import Autoplay from "embla-carousel-autoplay";
import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import type { Award } from "~/content/home";
import { useHydrated } from "~/lib/hydration";
import { cn } from "~/lib/utils";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/** Spec section 9: a new slide every 5 s. */
export const AUTOPLAY_DELAY_MS = 5000;

/**
 * Awards carousel (spec section 2, item 6), following the WAI-ARIA carousel
 * pattern: autoplay pauses while the pointer is over it, while it has focus
 * and while it is touched, and the visitor can stop it for good with the
 * pause button. Visitors who prefer reduced motion start paused.
 * Before (or without) JavaScript the slides are a native scroll-snap strip
 * that swipes and scrolls, and each dot is a link to its slide; Embla takes
 * over once the page has hydrated.
 */
export function AwardsCarousel({ awards, label }: { awards: Award[]; label: string }) {
  const hydrated = useHydrated();
  const [autoplay] = useState(() =>
    Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false }),
  );
  const [emblaViewportRef, api] = useEmblaCarousel({ loop: true, align: "start" }, [autoplay]);
  // Embla receives its viewport through a ref that sets state. Set while React commits, that state would
  // re-render at once, with Embla's set-up in the same long task; in a transition it renders in slices.
  const viewportRef = useCallback(
    (node: HTMLDivElement | null) => startTransition(() => emblaViewportRef(node)),
    [emblaViewportRef],
  );
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(awards.length);
  const [canPrev, setCanPrev] = useState(true);
  const [canNext, setCanNext] = useState(true);
  const reducedMotion = usePrefersReducedMotion();
  /** The visitor's own choice through the pause/play button; until then, play unless motion is reduced. */
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touching, setTouching] = useState(false);

  const sync = useCallback(() => {
    if (!api) return;
    setSelected(api.selectedScrollSnap());
    setSnapCount(api.scrollSnapList().length);
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    // Embla announced its first state before this listener existed: read it on the next frame.
    const frame = requestAnimationFrame(sync);
    api.on("select", sync).on("reInit", sync);
    return () => {
      cancelAnimationFrame(frame);
      api.off("select", sync).off("reInit", sync);
    };
  }, [api, sync]);

  const playing = userPlaying ?? !reducedMotion;
  const running = playing && !hovered && !focused && !touching;

  useEffect(() => {
    if (!api) return;
    if (running) autoplay.play();
    else autoplay.stop();
  }, [api, autoplay, running]);

  const goPrev = () => {
    api?.scrollPrev();
    autoplay.reset();
  };
  const goNext = () => {
    api?.scrollNext();
    autoplay.reset();
  };

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      goPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      goNext();
    }
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <section
      aria-roledescription="carrossel"
      aria-label={label}
      tabIndex={0}
      data-slot="awards-carousel"
      data-playing={running ? "true" : "false"}
      onKeyDown={handleKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
      onPointerDown={(event) => event.pointerType !== "mouse" && setTouching(true)}
      onPointerUp={() => setTouching(false)}
      onPointerCancel={() => setTouching(false)}
      className="rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <div
        ref={hydrated ? viewportRef : undefined}
        className={hydrated ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto overscroll-x-contain"}
      >
        <div className="-ml-4 flex touch-pan-y" aria-live={running ? "off" : "polite"}>
          {awards.map((award, index) => (
            <div
              key={award.title}
              id={`premio-${index + 1}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${awards.length}: ${award.title}`}
              data-slot="carousel-slide"
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
                <img
                  src={award.image}
                  alt=""
                  width={400}
                  height={300}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="h-auto w-full border-b bg-muted"
                />
                <div className="p-5">
                  <h3 className="text-lg font-semibold">{award.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{award.description}</p>
                </div>
              </article>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Previous slide"
            disabled={!hydrated || !canPrev}
            onClick={goPrev}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Next slide"
            disabled={!hydrated || !canNext}
            onClick={goNext}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={playing ? "Pausar rotação automática" : "Retomar rotação automática"}
            disabled={!hydrated}
            onClick={() => setUserPlaying(!playing)}
          >
            {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
          </Button>
        </div>
        <div className="flex items-center">
          {Array.from({ length: snapCount }, (_, index) => (
            <a
              key={index}
              href={`#premio-${index + 1}`}
              aria-label={`Ir para slide ${index + 1}`}
              aria-current={index === selected ? "true" : undefined}
              onClick={(event) => {
                if (!api) return;
                event.preventDefault();
                api.scrollTo(index);
                autoplay.reset();
              }}
              className="group flex size-11 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              <span
                className={cn(
                  "block h-2.5 rounded-full transition-all",
                  index === selected
                    ? "w-7 bg-primary"
                    : "w-2.5 bg-muted-foreground/40 group-hover:bg-muted-foreground",
                )}
              />
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}
