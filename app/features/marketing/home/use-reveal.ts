import { useEffect, useRef, useState } from "react";

export type RevealState = "static" | "waiting" | "shown";

/**
 * Entrance animation that never hides content from crawlers or visitors
 * without JavaScript: the server renders it visible ("static"); after
 * hydration, an element not yet on screen is hidden ("waiting") and revealed
 * ("shown") when it scrolls into view. Reduced motion: no animation.
 */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (first) {
          first = false;
          // Already on screen at hydration: leave it as rendered.
          if (visible) observer.disconnect();
          else setState("waiting");
          return;
        }
        if (!visible) return;
        observer.disconnect();
        setState("shown");
      },
      { threshold: 0.15 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, state };
}
