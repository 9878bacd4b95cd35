import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import type { Award } from "#app/content/home";
import { useHydrated } from "#app/lib/hydration";
import { cn } from "#app/lib/utils";
import { dotTarget, indexAt, nextIndex, previousIndex, type CarouselGeometry } from "./carousel-position";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/** Spec section 9: a new slide every 5 s. */
export const AUTOPLAY_DELAY_MS = 5000;

/**
 * Awards carousel (spec section 2, item 6), following the WAI-ARIA carousel
 * pattern. The strip is the browser's own scroll-snap list, so it swipes,
 * scrolls and shows every slide with no script, each dot being a link to its
 * slide. Script adds the previous/next buttons (looping), the arrow keys and
 * autoplay, which pauses while the pointer is over it, while it has focus,
 * while it is touched, and for good with the pause button. Visitors who
 * prefer reduced motion start paused and see no smooth scrolling.
 */
export function AwardsCarousel({ awards, label }: { awards: Award[]; label: string }) {
  const hydrated = useHydrated();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const selectedRef = useRef(0);
  /** The slide a button or dot is scrolling to: the scroll events on the way there change nothing. */
  const scrollingTo = useRef<number | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  /** The visitor's own choice through the pause/play button; until then, play unless motion is reduced. */
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touching, setTouching] = useState(false);
  /** Bumped by every manual move, so autoplay waits a full delay after it. */
  const [moves, setMoves] = useState(0);

  const measure = useCallback((): { geometry: CarouselGeometry; step: number } | null => {
    const slides = viewportRef.current?.querySelectorAll<HTMLElement>("[data-slot='carousel-slide']");
    const viewport = viewportRef.current;
    if (!viewport || !slides || slides.length < 2) return null;
    const step = slides[1]!.offsetLeft - slides[0]!.offsetLeft;
    const perView = Math.max(1, Math.round((viewport.clientWidth + step - slides[0]!.offsetWidth) / step));
    return { geometry: { slideCount: slides.length, perView }, step };
  }, []);

  const goTo = useCallback(
    (index: number) => {
      const viewport = viewportRef.current;
      const measured = measure();
      if (!viewport || !measured) return;
      selectedRef.current = index;
      const target = dotTarget(index, measured.geometry);
      const here = indexAt(viewport.scrollLeft, measured.step, measured.geometry);
      scrollingTo.current = target === here ? null : target;
      setSelected(index);
      viewport.scrollTo({
        left: dotTarget(index, measured.geometry) * measured.step,
        behavior: reducedMotion ? "auto" : "smooth",
      });
    },
    [measure, reducedMotion],
  );

  // The visitor swiped or scrolled: the dots follow (a dot chosen for a slide past the last position stays chosen).
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!hydrated || !viewport) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const measured = measure();
        if (!measured) return;
        const at = indexAt(viewport.scrollLeft, measured.step, measured.geometry);
        if (scrollingTo.current !== null) {
          if (at === scrollingTo.current) scrollingTo.current = null;
          return;
        }
        if (dotTarget(selectedRef.current, measured.geometry) !== at) {
          selectedRef.current = at;
          setSelected(at);
        }
      });
    };
    // A swipe or a wheel takes over from a scroll the buttons started.
    const onTakeOver = () => {
      scrollingTo.current = null;
    };
    viewport.addEventListener("scroll", onScroll, { passive: true });
    viewport.addEventListener("pointerdown", onTakeOver, { passive: true });
    viewport.addEventListener("wheel", onTakeOver, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener("scroll", onScroll);
      viewport.removeEventListener("pointerdown", onTakeOver);
      viewport.removeEventListener("wheel", onTakeOver);
    };
  }, [hydrated, measure]);

  const playing = userPlaying ?? !reducedMotion;
  const running = hydrated && playing && !hovered && !focused && !touching;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      const measured = measure();
      if (measured) goTo(nextIndex(selectedRef.current, measured.geometry));
    }, AUTOPLAY_DELAY_MS);
    return () => window.clearInterval(timer);
  }, [running, moves, goTo, measure]);

  function step(direction: "previous" | "next") {
    const measured = measure();
    if (!measured) return;
    // Where the strip stands or, mid-way through a scroll the buttons started, where it is going.
    const current = dotTarget(selectedRef.current, measured.geometry);
    goTo(direction === "next" ? nextIndex(current, measured.geometry) : previousIndex(current, measured.geometry));
    setMoves((count) => count + 1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    step(event.key === "ArrowRight" ? "next" : "previous");
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <section
      aria-roledescription="carrossel"
      aria-label={label}
      data-slot="awards-carousel"
      data-playing={running ? "true" : "false"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
      onPointerDown={(event) => event.pointerType !== "mouse" && setTouching(true)}
      onPointerUp={() => setTouching(false)}
      onPointerCancel={() => setTouching(false)}
    >
      {/* The strip takes keyboard focus: arrow keys scroll it natively, and move one slide at a time with script. */}
      <div
        ref={viewportRef}
        tabIndex={0}
        role="region"
        aria-label="Prêmios: use as setas para ver os outros"
        onKeyDown={handleKeyDown}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain rounded-xl pb-2 outline-none [scrollbar-width:none] focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-4 [&::-webkit-scrollbar]:hidden"
        aria-live={running ? "off" : "polite"}
      >
        {awards.map((award, index) => (
          <div
            key={award.title}
            id={`premio-${index + 1}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} de ${awards.length}: ${award.title}`}
            data-slot="carousel-slide"
            className="min-w-0 shrink-0 grow-0 basis-full snap-start md:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-2rem)/3)]"
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
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Previous slide"
            disabled={!hydrated}
            onClick={() => step("previous")}
          >
            <Icon name="chevron-left" className="size-5" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Next slide"
            disabled={!hydrated}
            onClick={() => step("next")}
          >
            <Icon name="chevron-right" className="size-5" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={playing ? "Pausar rotação automática" : "Retomar rotação automática"}
            disabled={!hydrated}
            onClick={() => setUserPlaying(!playing)}
          >
            {playing ? <Icon name="pause" className="size-5" /> : <Icon name="play" className="size-5" />}
          </Button>
        </div>
        <div className="flex flex-wrap items-center">
          {awards.map((award, index) => (
            <a
              key={award.title}
              href={`#premio-${index + 1}`}
              aria-label={`Ir para slide ${index + 1}`}
              aria-current={index === selected ? "true" : undefined}
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                goTo(index);
                setMoves((count) => count + 1);
              }}
              className="group flex size-11 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
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
