import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Radix Slider, Checkbox and RadioGroup measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => cleanup());

// findBy* and waitFor wait on a condition, never a fixed time; on a busy 2-core machine (a code split chunk
// loading, a lazy toaster) the condition can take seconds, so the upper bound is generous.
configure({ asyncUtilTimeout: 15_000 });

// sonner's swipe-to-dismiss captures the pointer; jsdom has no pointer capture.
Object.assign(Element.prototype, {
  hasPointerCapture: () => false,
  setPointerCapture: () => {},
  releasePointerCapture: () => {},
});

// The toaster picks its side from a media query (a phone's toasts rise from the bottom); jsdom has no matchMedia,
// and its window is a desktop one: no query matches.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;
