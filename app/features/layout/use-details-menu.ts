import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * What script adds to a menu built on <details>, which already opens, closes
 * and announces its state without it: close after a navigation, on Escape
 * (focus back on its summary), when focus moves out of it (so Tab never lands
 * on content hidden under an open menu) and on a tap elsewhere.
 */
export function useDetailsMenu(): RefObject<HTMLDetailsElement | null> {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, key } = useLocation();

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    details.open = false;
    details.querySelectorAll("details[open]").forEach((inner) => ((inner as HTMLDetailsElement).open = false));
  }, [pathname, key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const summary = details.querySelector("summary");
    const close = () => {
      details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      event.preventDefault();
      close();
      summary?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !details.contains(next)) close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) close();
    };
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return ref;
}
