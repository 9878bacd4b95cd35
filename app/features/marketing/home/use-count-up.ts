import { useEffect, useRef, useState } from "react";
import { COUNTER_INTERVAL_MS, COUNTER_STEPS, COUNTER_VISIBILITY_THRESHOLD, counterValueAt } from "./counter";

/**
 * Counts from 0 to `target` once the element is at least half visible.
 * The server (and therefore crawlers) render the final value; after hydration
 * a counter that is not yet half visible drops to 0 and waits to be seen.
 * Visitors who prefer reduced motion keep the final value.
 */
/** "static": final value as rendered on the server; "waiting": at 0 until seen; then "counting" and "done". */
export type CountUpPhase = "static" | "waiting" | "counting" | "done";

export function useCountUp<T extends Element>(target: number) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(target);
  const [phase, setPhase] = useState<CountUpPhase>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some(
          (entry) => entry.isIntersecting && entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD,
        );
        if (!visible) {
          setValue(0);
          setPhase("waiting");
          return;
        }
        observer.disconnect();
        let step = 0;
        setValue(0);
        setPhase("counting");
        timer = window.setInterval(() => {
          step += 1;
          setValue(counterValueAt(target, step));
          if (step >= COUNTER_STEPS) {
            window.clearInterval(timer);
            setPhase("done");
          }
        }, COUNTER_INTERVAL_MS);
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [target]);

  return { ref, value, phase };
}
