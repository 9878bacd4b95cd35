import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, keyboard focus moves to
 * the new page's main heading (else to <main>) and screen readers hear the
 * new title, as they would after a full page load. Search and hash changes
 * (a calculator's result, a filter, an anchor) move nothing.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const target = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("conteudo");
    if (target) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }
    setAnnouncement(document.title);
  }, [pathname]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
